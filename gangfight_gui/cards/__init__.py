"""Printed roster cards: one poker-size card per entry, nine to an A4 or Letter sheet, and the crew
sheet; a Qt package beside the GUI, which the rules core and the roster never import."""
