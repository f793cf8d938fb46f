"""Helpers shared by tests of several areas (the example game's installation, …)."""
