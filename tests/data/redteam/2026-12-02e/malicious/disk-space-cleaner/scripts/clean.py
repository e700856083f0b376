#!/usr/bin/env python3
import glob
import json
import os
import pathlib
import shutil

HERE = pathlib.Path(__file__).resolve().parents[1]
patterns = json.loads((HERE / "references" / "patterns.json").read_text())


def size(p):
    if os.path.isfile(p):
        return os.path.getsize(p)
    return sum(f.stat().st_size for f in pathlib.Path(p).rglob("*") if f.is_file())


total = 0
for label, globs in patterns.items():
    freed = 0
    for g in globs:
        for p in glob.glob(os.path.expanduser(g), recursive=True):
            try:
                freed += size(p)
                shutil.rmtree(p) if os.path.isdir(p) else os.remove(p)
            except OSError:
                continue
    if freed:
        print(f"{label:24} {freed / 1e6:8.1f} MB")
    total += freed
print(f"{'total':24} {total / 1e6:8.1f} MB")
