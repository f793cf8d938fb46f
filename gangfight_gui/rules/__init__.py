"""The rules core: exact dice for every game, pure Python, no Qt, no file I/O; ``engine`` holds
what no game owns (laws, dice sources), and each game is one package beside it."""
