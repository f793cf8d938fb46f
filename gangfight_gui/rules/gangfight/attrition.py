"""How many attacks it takes to bring a target down, each leaving it as R25 says."""

from __future__ import annotations

from dataclasses import dataclass, replace

from gangfight_gui.rules.engine.distribution import TAIL, Distribution
from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate, incapacitation_threshold
from gangfight_gui.rules.gangfight.scenario import AUTO

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
    """How many attacks like this one bring target ``index`` down (R14), each leaving it as R25
    says: its wounds carry over, and a Slam! or a Power Attack that hits leaves it prone (R17,
    R18, R21), so the attacks after that are against DEF 2.

    Both drops (R5) depend on the wounds of that attack only, so the attacks' final wounds are
    independent and alike, and the count N is a renewal: P(N > n) = P(the first n attacks leave
    the target standing). Only a knock-down changes the next attack, so the chain keeps the
    wounds so far and whether the target is down yet."""
    target = outcome.targets[index]
    profile = target.target
    already, needed = incapacitation_threshold(profile, outcome.plan.scenario.rules)
    if already:
        return AttacksToIncapacitate((1.0,), 0.0, 0)
    per_attack = target.final_wounds
    prone = _prone_law(outcome, index)
    if per_attack[0] >= 1.0 - TAIL and (prone is None or prone[0] >= 1.0 - TAIL):
        return AttacksToIncapacitate((0.0,), 1.0, needed)  # this attack never wounds
    # standing[s], lying[s]: P(total wounds so far = s, still up, and standing or prone), s <
    # needed. A miss leaves a standing target standing; a hit knocks it down (when the attack
    # does), wounding or not.
    standing = [0.0] * needed
    lying = [0.0] * needed
    standing[0] = 1.0  # as the scenario has it (its prone, if so, is in ``per_attack``)
    miss = target.hits[0] if prone is not None else 0.0
    dist = [0.0]
    alive = 1.0
    for _ in range(MAX_ATTACKS):
        next_standing = [0.0] * needed
        next_lying = [0.0] * needed
        for s, p in enumerate(standing):
            if p == 0.0:
                continue
            if prone is None:
                _spread(next_standing, s, p, per_attack, needed)
                continue
            next_standing[s] += p * miss  # no hit: still standing (R25)
            next_lying[s] += p * (per_attack[0] - miss)  # hit, every wound saved: prone
            _spread(next_lying, s, p, per_attack, needed, first=1)
        if prone is not None:
            for s, p in enumerate(lying):
                if p != 0.0:
                    _spread(next_lying, s, p, prone, needed)
        still = sum(next_standing) + sum(next_lying)
        dist.append(max(0.0, alive - still))
        standing, lying, alive = next_standing, next_lying, still
        if alive < TAIL:
            break
    return AttacksToIncapacitate(tuple(dist), alive if alive >= TAIL else 0.0, needed)


def _spread(
    into: list[float], s: int, p: float, law: Distribution, needed: int, first: int = 0
) -> None:
    """Add ``p`` times ``law`` (from count ``first``) at ``s`` onwards, below ``needed``."""
    for w in range(first, min(len(law), needed - s)):
        into[s + w] += p * law[w]


def _prone_law(outcome: AttackOutcome, index: int) -> Distribution | None:
    """The final wounds of the same attack against the target prone (R21), when a hit knocks it
    down and it is standing now (R17, R18, R25); None when the attacks all find it as it is."""
    plan = outcome.plan
    scenario = plan.scenario
    if not plan.knocks_back or scenario.target_prone:
        return None
    prone = replace(scenario, target_prone=True)
    try:
        return calculate(prone).targets[index].final_wounds
    except RulesError:  # a drop chosen by hand that DEF 2 leaves no room for: R5 drops instead
        return calculate(replace(prone, attack_drop=AUTO)).targets[index].final_wounds
