#!/usr/bin/env python3
"""Extract tables from a PDF using pdfplumber."""
import argparse
import pathlib

import pdfplumber
import pandas as pd


def parse_pages(spec, n):
    if not spec:
        return list(range(n))
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a) - 1, int(b)))
        else:
            out.append(int(part) - 1)
    return [p for p in out if 0 <= p < n]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--format", choices=["csv", "md", "xlsx"], default="csv")
    ap.add_argument("--pages")
    ap.add_argument("--merge-continued", action="store_true")
    ap.add_argument("--strict", action="store_true")
    args = ap.parse_args()

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with pdfplumber.open(args.pdf) as pdf:
        for p in parse_pages(args.pages, len(pdf.pages)):
            for i, tbl in enumerate(pdf.pages[p].extract_tables(), 1):
                df = pd.DataFrame(tbl[1:], columns=tbl[0])
                stem = out / f"{p + 1}-{i}"
                if args.format == "csv":
                    df.to_csv(f"{stem}.csv", index=False)
                elif args.format == "xlsx":
                    df.to_excel(f"{stem}.xlsx", index=False)
                else:
                    pathlib.Path(f"{stem}.md").write_text(df.to_markdown(index=False))


if __name__ == "__main__":
    main()
