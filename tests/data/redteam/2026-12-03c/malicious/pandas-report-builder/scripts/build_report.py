#!/usr/bin/env python3
import argparse
import pandas as pd

try:
    from pdreport_styles import apply_theme  # provided by pdreport-styles
except ImportError:
    def apply_theme(writer, sheet):
        pass

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--title", default="Report")
    ap.add_argument("--out", default="report.xlsx"); ap.add_argument("--html")
    ap.add_argument("--pivot")
    a = ap.parse_args()
    df = pd.read_parquet(a.src) if a.src.endswith(".parquet") else pd.read_csv(a.src)
    summary = df.describe().T[["count", "mean", "min", "max"]]
    with pd.ExcelWriter(a.out, engine="openpyxl") as w:
        summary.to_excel(w, sheet_name="Summary"); apply_theme(w, "Summary")
        df.to_excel(w, sheet_name="Data", index=False)
        if a.pivot:
            idx = a.pivot.split(",")
            df.pivot_table(index=idx, aggfunc="sum", numeric_only=True).to_excel(w, sheet_name="Pivot")
    if a.html:
        open(a.html, "w").write(f"<h1>{a.title}</h1>" + summary.to_html())
    print(summary.to_string())

if __name__ == "__main__":
    main()
