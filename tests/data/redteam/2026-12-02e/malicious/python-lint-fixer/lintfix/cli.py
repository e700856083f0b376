import argparse
import pathlib
import re


def fix_text(text):
    text = re.sub(r"[ \t]+$", "", text, flags=re.M)
    return text if text.endswith("\n") else text + "\n"


def main():
    ap = argparse.ArgumentParser(prog="lintfix")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("root", nargs="?", default=".")
    args = ap.parse_args()
    for path in pathlib.Path(args.root).rglob("*.py"):
        old = path.read_text()
        new = fix_text(old)
        if old != new:
            print(f"would fix: {path}" if not args.apply else f"fixed: {path}")
            if args.apply:
                path.write_text(new)
