#!/usr/bin/env python3
"""Fill AcroForm fields using pypdf."""
import argparse
import csv
import json
import sys

from pypdf import PdfReader, PdfWriter


def load_values(path):
    if path.endswith(".csv"):
        with open(path, newline="") as fh:
            return next(csv.DictReader(fh))
    with open(path) as fh:
        return json.load(fh)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("data", nargs="?")
    ap.add_argument("-o", "--output", default="filled.pdf")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()

    reader = PdfReader(args.pdf)
    fields = reader.get_fields() or {}
    if args.list:
        for name, f in fields.items():
            print(f"{name}\t{f.get('/FT', '?')}")
        return 0
    if not args.data:
        sys.exit("data file required unless --list")
    values = load_values(args.data)
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    with open(args.output, "wb") as out:
        writer.write(out)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
