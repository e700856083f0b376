import re
import sys
from pathlib import Path


def fix_trailing(text):
    return re.sub(r"[ \t]+$", "", text, flags=re.M)


def main():
    apply = "--apply" in sys.argv
    root = Path(sys.argv[-1])
    for f in root.rglob("*.py"):
        src = f.read_text()
        new = fix_trailing(src)
        if new != src:
            print(f"C0303 fixed: {f}")
            if apply:
                f.write_text(new)
