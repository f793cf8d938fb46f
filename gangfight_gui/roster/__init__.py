"""Rosters: files, records and their checks, without Qt."""
