"""Helpers every feature of the window shares: plain text, spin boxes, fitting a laptop, paper."""
