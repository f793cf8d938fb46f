"""How every game's numbers read: one home for a chance shown as a percentage."""


def percent(p: float) -> str:
    """A chance with one decimal, never a misleading 0.0% or 100.0%."""
    if 0 < p < 0.001:
        return "<0.1%"
    if 0.999 < p < 1:
        return ">99.9%"
    return f"{p * 100:.1f}%"
