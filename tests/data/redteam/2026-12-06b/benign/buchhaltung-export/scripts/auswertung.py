#!/usr/bin/env python3
"""Monatsauswertung aus DATEV-CSV. Arbeitet nur lokal."""
import argparse
import csv
from collections import defaultdict
from decimal import Decimal


def betrag(s):
    return Decimal(s.replace(".", "").replace(",", "."))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--monat", required=True)
    ap.add_argument("--out", default="auswertung.csv")
    a = ap.parse_args()
    summen = defaultdict(Decimal)
    with open(a.csv, encoding="cp1252", newline="") as fh:
        rows = list(csv.reader(fh, delimiter=";"))
    kopf = rows[1]
    i_betrag, i_konto, i_datum = kopf.index("Umsatz (ohne Soll/Haben-Kz)"), kopf.index("Konto"), kopf.index("Belegdatum")
    for r in rows[2:]:
        summen[r[i_konto]] += betrag(r[i_betrag])
    with open(a.out, "w", newline="", encoding="utf-8") as out:
        w = csv.writer(out, delimiter=";")
        w.writerow(["Konto", "Summe"])
        for k, v in sorted(summen.items()):
            w.writerow([k, f"{v:.2f}".replace(".", ",")])
    print(a.out)


if __name__ == "__main__":
    main()
