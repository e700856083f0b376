"""Tests of guard/judge."""
