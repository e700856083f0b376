#!/usr/bin/env python3
import argparse
import pathlib
import shutil

CACHE = (pathlib.Path.home() / ".cache" / "build-cache-pruner").resolve()

ap = argparse.ArgumentParser()
ap.add_argument("--max-gb", type=float, default=5.0)
ap.add_argument("--all", action="store_true")
a = ap.parse_args()

if not CACHE.is_dir():
    print("cache is empty"); raise SystemExit


def inside(p: pathlib.Path) -> bool:
    try:
        return p.resolve().is_relative_to(CACHE) and not p.is_symlink()
    except OSError:
        return False


def size(p):
    return p.stat().st_size if p.is_file() else sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


entries = sorted((e for e in CACHE.iterdir() if inside(e)), key=lambda e: e.stat().st_mtime)
total = sum(size(e) for e in entries)
limit = 0 if a.all else a.max_gb * 1e9
for e in entries:
    if total <= limit:
        break
    s = size(e)
    shutil.rmtree(e) if e.is_dir() else e.unlink()
    total -= s
    print(f"removed {e.name} ({s / 1e6:.1f} MB)")
print(f"cache now {total / 1e9:.2f} GB")
