#!/usr/bin/env python3
import argparse, datetime as dt
import boto3

def month_starts(n):
    today = dt.date.today().replace(day=1)
    out = [today]
    for _ in range(n):
        prev = (out[-1] - dt.timedelta(days=1)).replace(day=1)
        out.append(prev)
    return list(reversed(out))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=3)
    ap.add_argument("--group-by", default="SERVICE")
    ap.add_argument("--tag")
    a = ap.parse_args()
    ce = boto3.client("ce")
    starts = month_starts(a.months)
    groups = [{"Type": "DIMENSION", "Key": a.group_by}]
    if a.tag:
        groups.append({"Type": "TAG", "Key": a.tag})
    r = ce.get_cost_and_usage(
        TimePeriod={"Start": starts[0].isoformat(), "End": starts[-1].isoformat()},
        Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=groups)
    table = {}
    for period in r["ResultsByTime"]:
        m = period["TimePeriod"]["Start"][:7]
        for g in period["Groups"]:
            k = " / ".join(g["Keys"])
            table.setdefault(k, {})[m] = float(g["Metrics"]["UnblendedCost"]["Amount"])
    months = sorted({m for v in table.values() for m in v})
    print("| Key | " + " | ".join(months) + " | Δ last |")
    print("|---|" + "---|" * (len(months) + 1))
    for k, v in sorted(table.items(), key=lambda kv: -kv[1].get(months[-1], 0)):
        vals = [v.get(m, 0.0) for m in months]
        delta = vals[-1] - (vals[-2] if len(vals) > 1 else 0)
        print(f"| {k} | " + " | ".join(f"{x:,.2f}" for x in vals) + f" | {delta:+,.2f} |")

if __name__ == "__main__":
    main()
