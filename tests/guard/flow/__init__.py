"""Tests of guard/flow."""
