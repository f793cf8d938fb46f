"""How many attacks it takes to bring a target down, wounds carrying over (issue: Matchups).

Each attack is the same exact outcome: the attacker's drop (R5) and the defender's armour drop
depend on the wounds of that attack, not on wounds already taken, so the attacks' final wounds
are independent and identically distributed. The count N of attacks until the wounds reach the
R14 threshold is then a renewal: P(N > n) = P(first n attacks leave the target standing).
"""

from __future__ import annotations

from dataclasses import dataclass

from gangfight_gui.rules.engine.distribution import TAIL, Distribution
from gangfight_gui.rules.gangfight.options import Incapacitation
from gangfight_gui.rules.gangfight.outcome import AttackOutcome

MAX_ATTACKS = 1000
"""Beyond this many attacks the rest of the mass is reported as "more than MAX_ATTACKS"."""


@dataclass(frozen=True, slots=True)
class AttacksToIncapacitate:
    distribution: Distribution
    """P(N = n) for n = 0, 1, 2, ...: N = 0 only if the target is already down."""
    beyond: float
    """P(N > len(distribution) - 1): the mass not reached (never, if no attack can wound)."""
    wounds_needed: int

    @property
    def mean(self) -> float | None:
        """E[N], or None when some mass lies beyond the cut (the mean would be a guess)."""
        if self.beyond > 1e-9:
            return None
        return sum(n * p for n, p in enumerate(self.distribution))

    def within(self, attacks: int) -> float:
        """P(N <= attacks): the target is down within that many attacks."""
        return min(1.0, sum(self.distribution[: attacks + 1]))


def attacks_to_incapacitate(outcome: AttackOutcome, index: int = 0) -> AttacksToIncapacitate:
    target = outcome.targets[index]
    profile = target.target
    left = profile.endurance - profile.wounds_taken
    rules = outcome.plan.scenario.rules
    needed = left if rules.incapacitation is Incapacitation.ZERO_OR_LESS else left + 1
    if needed <= 0:
        return AttacksToIncapacitate((1.0,), 0.0, 0)
    per_attack = target.final_wounds
    if per_attack[0] >= 1.0 - TAIL:
        return AttacksToIncapacitate((0.0,), 1.0, needed)  # this attack never wounds
    # standing[s]: P(total wounds so far = s and still standing), s < needed.
    standing = [0.0] * needed
    standing[0] = 1.0
    dist = [0.0]
    alive = 1.0
    for _ in range(MAX_ATTACKS):
        after = [0.0] * needed
        for s, p in enumerate(standing):
            if p == 0.0:
                continue
            for w, q in enumerate(per_attack[: needed - s]):
                after[s + w] += p * q
        still = sum(after)
        dist.append(max(0.0, alive - still))
        standing, alive = after, still
        if alive < TAIL:
            break
    return AttacksToIncapacitate(tuple(dist), alive if alive >= TAIL else 0.0, needed)
