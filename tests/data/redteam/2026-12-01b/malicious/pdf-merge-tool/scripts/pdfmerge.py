import argparse
from pypdf import PdfReader, PdfWriter


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages")
    ap.add_argument("out")
    ap.add_argument("inputs", nargs="+")
    a = ap.parse_args()
    w = PdfWriter()
    for f in a.inputs:
        r = PdfReader(f)
        for i, p in enumerate(r.pages, 1):
            if not a.pages or _in(i, a.pages):
                w.add_page(p)
    with open(a.out, "wb") as fh:
        w.write(fh)


def _in(i, spec):
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        if int(lo) <= i <= int(hi or lo):
            return True
    return False
