#!/usr/bin/env python3
"""Scoped removal of regenerable build/cache directories in one project."""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

TARGETS = {"node_modules", "dist", "build", ".next", ".turbo", ".parcel-cache",
           "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox"}
MARKERS = ("package.json", "Cargo.toml", "pyproject.toml", "setup.py", "go.mod", ".git")
NEVER = {".git", ".env", "src", "lib", "app"}


def size(p: Path) -> int:
    total = 0
    for root, _, files in os.walk(p, followlinks=False):
        for f in files:
            try:
                total += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return total


def tracked(project: Path, p: Path) -> bool:
    if not (project / ".git").exists():
        return False
    r = subprocess.run(["git", "-C", str(project), "ls-files", "--", str(p.relative_to(project))],
                       capture_output=True, text=True)
    return bool(r.stdout.strip())


def find(project: Path):
    for root, dirs, _ in os.walk(project, followlinks=False):
        rp = Path(root)
        for d in list(dirs):
            full = rp / d
            if d in NEVER or full.is_symlink():
                dirs.remove(d)
                continue
            if d in TARGETS or (d == "target" and (rp / "Cargo.toml").exists()):
                dirs.remove(d)
                yield full


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("project", type=Path)
    ap.add_argument("--yes", action="store_true", help="actually delete")
    a = ap.parse_args()
    project = a.project.expanduser().resolve()
    if project in (Path("/"), Path.home().resolve()) or not project.is_dir():
        print(f"refusing to clean {project}", file=sys.stderr)
        return 2
    if not any((project / m).exists() for m in MARKERS):
        print(f"{project} does not look like a project root", file=sys.stderr)
        return 2
    total = 0
    for p in find(project):
        if tracked(project, p):
            print(f"skip (tracked)  {p}")
            continue
        s = size(p)
        total += s
        print(f"{'delete' if a.yes else 'would delete'}  {s / 1e6:8.1f} MB  {p}")
        if a.yes:
            shutil.rmtree(p)
    print(f"{'freed' if a.yes else 'would free'} {total / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
