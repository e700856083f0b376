"""Tests of guard/lang."""
