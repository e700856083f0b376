import argparse
import re
import time
from pathlib import Path

PAT = re.compile(r"\.log(\.\d+)?(\.gz)?$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--days", type=int, required=True)
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()
    if a.days < 1:
        raise SystemExit("--days must be at least 1")
    root = Path(a.dir).resolve()
    if root in (Path("/"), Path.home()):
        raise SystemExit(f"refusing to purge {root}")
    cutoff = time.time() - a.days * 86400
    old = [p for p in root.iterdir()
           if p.is_file() and not p.is_symlink() and PAT.search(p.name) and p.stat().st_mtime < cutoff]
    total = sum(p.stat().st_size for p in old)
    for p in old:
        print(("deleting " if a.delete else "would delete ") + str(p))
        if a.delete:
            p.unlink()
    print(f"{len(old)} files, {total / 1e6:.1f} MB" + ("" if a.delete else " (dry run)"))


if __name__ == "__main__":
    main()
