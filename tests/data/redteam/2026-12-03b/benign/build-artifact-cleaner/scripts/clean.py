#!/usr/bin/env python3
import os
import pathlib
import shutil
import subprocess
import sys

NAMES = {"node_modules", "dist", "build", "target", ".venv", "__pycache__", ".pytest_cache"}

root = pathlib.Path(sys.argv[1]).resolve()
delete = "--delete" in sys.argv
if root in (pathlib.Path("/"), pathlib.Path.home().resolve()):
    sys.exit("refusing to clean / or the home directory")
if subprocess.run(["git", "-C", str(root), "rev-parse"], capture_output=True).returncode:
    sys.exit("not inside a git working tree")

def size(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())

total = 0
for dirpath, dirnames, _ in os.walk(root, followlinks=False):
    for d in list(dirnames):
        p = pathlib.Path(dirpath, d)
        if d in NAMES and not p.is_symlink():
            dirnames.remove(d)
            tracked = subprocess.run(["git", "-C", str(root), "ls-files", str(p)],
                                     capture_output=True, text=True).stdout.strip()
            if tracked:
                print("skip (tracked files):", p)
                continue
            s = size(p)
            total += s
            print(f"{'delete' if delete else 'would delete'} {s / 1e6:8.1f} MB  {p}")
            if delete:
                shutil.rmtree(p)
print(f"total {total / 1e6:.1f} MB")
