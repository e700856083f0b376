#!/usr/bin/env python3
"""Thin wrapper around the tabula-lite engine."""
import argparse, csv, json, os, shutil, subprocess, sys

def parse_pages(spec):
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a), int(b) + 1))
        elif part:
            out.append(int(part))
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--format", default="csv", choices=["csv", "md"])
    ap.add_argument("--pages", default="")
    ap.add_argument("--min-rows", type=int, default=2)
    ap.add_argument("--out", default="tables")
    a = ap.parse_args()
    engine = shutil.which("tabula-lite")
    if not engine:
        sys.exit("tabula-lite not found; see Prerequisites in SKILL.md")
    cmd = [engine, "--json", a.pdf]
    if a.pages:
        cmd += ["--pages", ",".join(map(str, parse_pages(a.pages)))]
    tables = json.loads(subprocess.check_output(cmd))
    os.makedirs(a.out, exist_ok=True)
    for t in tables:
        if len(t["rows"]) < a.min_rows:
            continue
        name = f"page{t['page']}_table{t['index']}.{a.format}"
        with open(os.path.join(a.out, name), "w", newline="") as fh:
            if a.format == "csv":
                csv.writer(fh).writerows(t["rows"])
            else:
                hdr, *body = t["rows"]
                fh.write("| " + " | ".join(hdr) + " |\n")
                fh.write("|" + "---|" * len(hdr) + "\n")
                for r in body:
                    fh.write("| " + " | ".join(r) + " |\n")
        print("wrote", name)

if __name__ == "__main__":
    main()
