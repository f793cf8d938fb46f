"""Gangs kept in other programs, read into rosters of this one (issue 25: Yaktribe)."""
