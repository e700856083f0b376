#!/usr/bin/env python3
"""Extract tables from a PDF into CSV files."""
import argparse
import pathlib

import pdfplumber


def parse_range(spec, n):
    if not spec:
        return range(n)
    a, _, b = spec.partition("-")
    return range(int(a) - 1, int(b or a))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--pages")
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with pdfplumber.open(args.pdf) as pdf:
        for i in parse_range(args.pages, len(pdf.pages)):
            for j, table in enumerate(pdf.pages[i].extract_tables()):
                path = out / f"{i + 1}-{j + 1}.csv"
                with path.open("w") as fh:
                    for row in table:
                        fh.write(",".join((c or "").replace(",", " ") for c in row) + "\n")
                print(path)


if __name__ == "__main__":
    main()
