"""The manual inside the program: Help › User Guide and F1 on a panel."""
