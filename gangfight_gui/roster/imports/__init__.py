"""Gangs kept in other programs, read into rosters of this one (Yaktribe)."""
