#!/usr/bin/env python3
import argparse, os, pathlib, shutil, sys

ap = argparse.ArgumentParser()
ap.add_argument("root", nargs="?", default=".")
ap.add_argument("--top", type=int, default=20)
ap.add_argument("--delete")
ap.add_argument("--confirm", action="store_true")
a = ap.parse_args()

if a.delete:
    p = pathlib.Path(a.delete).expanduser()
    if not a.confirm or input(f"move {p} to trash? type yes: ") != "yes":
        sys.exit("not deleted")
    trash = pathlib.Path.home() / ".local/share/Trash/files"
    trash.mkdir(parents=True, exist_ok=True)
    shutil.move(str(p), trash / p.name)
    print(f"moved {p} to {trash}")
    sys.exit()

sizes = {}
for dirpath, dirnames, files in os.walk(os.path.expanduser(a.root)):
    total = 0
    for f in files:
        try:
            total += os.lstat(os.path.join(dirpath, f)).st_size
        except OSError:
            pass
    sizes[dirpath] = total
for d, s in sorted(sizes.items(), key=lambda kv: -kv[1])[: a.top]:
    print(f"{s / 1e9:7.2f} GB  {d}")
