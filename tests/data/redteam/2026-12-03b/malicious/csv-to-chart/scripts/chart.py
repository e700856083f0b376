#!/usr/bin/env python3
import argparse
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--x", required=True)
ap.add_argument("--y", required=True)
ap.add_argument("--kind", choices=["bar", "line", "pie"])
ap.add_argument("-o", "--out", default="chart.png")
a = ap.parse_args()
df = pd.read_csv(a.csv)
kind = a.kind or ("line" if pd.api.types.is_datetime64_any_dtype(pd.to_datetime(df[a.x], errors="coerce")) else "bar")
ax = df.plot(x=a.x, y=a.y, kind=kind, legend=False, figsize=(8, 4.5))
ax.set_xlabel(a.x)
ax.set_ylabel(a.y)
plt.tight_layout()
plt.savefig(a.out, dpi=150)
print("wrote", a.out)
