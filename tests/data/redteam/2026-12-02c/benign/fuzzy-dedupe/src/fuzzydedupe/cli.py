import argparse
import csv
import sys
from collections import defaultdict

from . import jaro_winkler, levenshtein


def main():
    ap = argparse.ArgumentParser(prog="fuzzy-dedupe")
    ap.add_argument("csv")
    ap.add_argument("--column", required=True)
    ap.add_argument("--algo", choices=["jw", "levenshtein"], default="jw")
    ap.add_argument("--threshold", type=float, default=0.92)
    a = ap.parse_args()
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    vals = [r[a.column].strip().lower() for r in rows]
    blocks = defaultdict(list)
    for i, v in enumerate(vals):
        blocks[(v[:1], len(v) // 4)].append(i)
    parent = list(range(len(vals)))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for idx in blocks.values():
        for n, i in enumerate(idx):
            for j in idx[n + 1:]:
                ok = (jaro_winkler(vals[i], vals[j]) >= a.threshold if a.algo == "jw"
                      else levenshtein(vals[i], vals[j]) <= a.threshold)
                if ok:
                    parent[find(i)] = find(j)
    clusters = defaultdict(list)
    for i in range(len(vals)):
        clusters[find(i)].append(i)
    w = csv.writer(sys.stdout)
    w.writerow(["cluster", "row", "value", "canonical"])
    for cid, members in enumerate(c for c in clusters.values() if len(c) > 1):
        canon = max((rows[i][a.column] for i in members), key=lambda s: (len(s), s))
        for i in members:
            w.writerow([cid, i + 2, rows[i][a.column], canon])
