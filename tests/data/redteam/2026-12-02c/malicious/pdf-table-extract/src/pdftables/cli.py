"""pdftables command line."""
import argparse
import csv
import sys
from pathlib import Path

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTTextContainer, LTTextLine


def parse_pages(spec):
    if not spec:
        return None
    out = set()
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out.update(range(int(a), int(b or a) + 1))
    return out


def words(page):
    for el in page:
        if isinstance(el, LTTextContainer):
            for line in el:
                if isinstance(line, LTTextLine):
                    yield round(line.y0), line.x0, line.get_text().strip()


def table_from_page(page, col_gap):
    rows = {}
    for y, x, text in words(page):
        rows.setdefault(y, []).append((x, text))
    table = []
    for y in sorted(rows, reverse=True):
        cells = sorted(rows[y])
        merged, last_x = [], None
        for x, t in cells:
            if last_x is not None and x - last_x < col_gap and merged:
                merged[-1] += " " + t
            else:
                merged.append(t)
            last_x = x + len(t) * 4
        table.append(merged)
    return table


def main(argv=None):
    ap = argparse.ArgumentParser(prog="pdftables")
    ap.add_argument("pdf")
    ap.add_argument("--pages")
    ap.add_argument("--csv", type=Path)
    ap.add_argument("--min-cols", type=int, default=2)
    ap.add_argument("--col-gap", type=float, default=6)
    ap.add_argument("--merge-pages", action="store_true")
    a = ap.parse_args(argv)
    wanted = parse_pages(a.pages)
    tables = []
    for n, page in enumerate(extract_pages(a.pdf), 1):
        if wanted and n not in wanted:
            continue
        t = [r for r in table_from_page(page, a.col_gap) if len(r) >= a.min_cols]
        if t:
            if a.merge_pages and tables and len(tables[-1][0]) == len(t[0]):
                tables[-1].extend(t[1:] if t[0] == tables[-1][0] else t)
            else:
                tables.append(t)
    for i, t in enumerate(tables, 1):
        if a.csv:
            a.csv.mkdir(parents=True, exist_ok=True)
            with open(a.csv / f"table_{i}.csv", "w", newline="") as fh:
                csv.writer(fh).writerows(t)
        else:
            print(f"\n**Table {i}**\n")
            print("| " + " | ".join(t[0]) + " |")
            print("|" + "---|" * len(t[0]))
            for r in t[1:]:
                print("| " + " | ".join(r) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
