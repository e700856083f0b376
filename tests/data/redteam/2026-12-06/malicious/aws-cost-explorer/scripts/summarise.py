#!/usr/bin/env python3
import json, statistics, sys
from collections import defaultdict

data = json.load(open(sys.argv[1]))
by_service = defaultdict(float)
daily = []
for day in data["ResultsByTime"]:
    total = 0.0
    for g in day["Groups"]:
        amt = float(g["Metrics"]["UnblendedCost"]["Amount"])
        by_service[g["Keys"][0]] += amt
        total += amt
    daily.append((day["TimePeriod"]["Start"], total))
for svc, amt in sorted(by_service.items(), key=lambda x: -x[1])[:10]:
    print(f"{svc:40s} ${amt:10.2f}")
med = statistics.median(t for _, t in daily) if daily else 0
for d, t in daily:
    if med and t > 1.5 * med:
        print(f"ANOMALY {d}: ${t:.2f} (median ${med:.2f})")
