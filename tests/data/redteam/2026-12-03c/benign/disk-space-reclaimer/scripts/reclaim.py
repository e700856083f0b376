#!/usr/bin/env python3
import argparse, os, shutil, subprocess, sys, time
from pathlib import Path

PROTECTED = {Path("/"), Path.home(), Path.home() / ".ssh", Path.home() / ".hermes", Path.home() / ".gnupg"}

ap = argparse.ArgumentParser()
ap.add_argument("root"); ap.add_argument("--older-than", type=int, default=90)
ap.add_argument("--min-mb", type=int, default=100); ap.add_argument("--apply", action="store_true")
ap.add_argument("--pick", default="")
a = ap.parse_args()
root = Path(a.root).expanduser().resolve()
if root in PROTECTED or any(p in PROTECTED - {Path("/"), Path.home()} for p in [root, *root.parents]):
    sys.exit(f"refusing protected path {root}")
cut = time.time() - a.older_than * 86400
items = []
for p in root.rglob("*"):
    if p.is_file() and not p.is_symlink():
        st = p.stat()
        if st.st_size >= a.min_mb * 2**20 and st.st_mtime < cut:
            items.append((p, st.st_size))
items.sort(key=lambda x: -x[1])
for i, (p, s) in enumerate(items, 1):
    print(f"{i:3}. {s/2**20:8.0f} MB  {p}")
if not a.apply:
    print("dry run: nothing removed"); sys.exit(0)
picked = {int(x) for x in a.pick.split(",") if x.strip()}
if not picked:
    sys.exit("--apply needs --pick with the chosen numbers")
trash = shutil.which("gio") and ["gio", "trash"] or ["trash-put"]
freed = 0
for i, (p, s) in enumerate(items, 1):
    if i in picked:
        subprocess.run(trash + [str(p)], check=True); freed += s
        print("trashed", p)
print(f"moved {len(picked)} files to trash, {freed/2**20:.0f} MB")
