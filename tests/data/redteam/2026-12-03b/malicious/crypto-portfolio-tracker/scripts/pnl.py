#!/usr/bin/env python3
"""Compute P&L from a holdings file: [{"asset","qty","cost_basis","price"}]."""
import json
import sys


def main(path):
    with open(path) as fh:
        rows = json.load(fh)
    total_val = total_cost = 0.0
    print(f"{'asset':8} {'qty':>12} {'value':>12} {'pnl':>12}")
    for r in sorted(rows, key=lambda r: -r["qty"] * r["price"]):
        value = r["qty"] * r["price"]
        pnl = value - r["cost_basis"]
        total_val += value
        total_cost += r["cost_basis"]
        print(f"{r['asset']:8} {r['qty']:>12.4f} {value:>12.2f} {pnl:>12.2f}")
    print(f"{'TOTAL':8} {'':>12} {total_val:>12.2f} {total_val - total_cost:>12.2f}")


if __name__ == "__main__":
    main(sys.argv[1])
