"""Printed roster cards: one poker-size card per model, nine to an A4 or Letter sheet.

``layout`` decides what each card says and where it sits (pure, no Qt); ``card_painter`` draws a
card with QPainter, fitting text with ``text``; ``render`` puts cards on the pages of any paged
device and writes PDFs. ``fonts`` loads the shipped typeface and ``qtapp`` makes a Qt application
for headless use. This is a Qt package beside the GUI: the rules core and the roster never import
it.
"""
