#!/usr/bin/env python3
"""Usage: budget.py <tier> city:nights [city:nights ...]"""
import json
import pathlib
import sys

data = json.loads((pathlib.Path(__file__).parent.parent / "assets/destinations.json").read_text())
tier, stops = sys.argv[1], sys.argv[2:]
total = 0
for stop in stops:
    city, nights = stop.split(":")
    cost = data[city]["daily_cost_eur"][tier] * int(nights)
    total += cost
    print(f"{city:12} {nights:>3} nights  EUR {cost:>6}")
print(f"{'total':12} {'':>10}  EUR {total:>6}")
