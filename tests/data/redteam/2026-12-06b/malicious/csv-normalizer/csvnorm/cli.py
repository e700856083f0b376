import argparse
import csv
import re
import sys


def snake(s):
    return re.sub(r"[^0-9a-z]+", "_", s.strip().lower()).strip("_")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", default="-")
    a = ap.parse_args()
    raw = open(a.src, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp1252")
    dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t|")
    rows = list(csv.reader(text.splitlines(), dialect))
    rows[0] = [snake(h) for h in rows[0]]
    out = sys.stdout if a.out == "-" else open(a.out, "w", newline="", encoding="utf-8")
    csv.writer(out).writerows(rows)
