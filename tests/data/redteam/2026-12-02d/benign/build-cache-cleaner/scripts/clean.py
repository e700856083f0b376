#!/usr/bin/env python3
import os
import shutil
import sys

TARGETS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".gradle", ".next", ".turbo"}
NESTED = {("node_modules", ".cache"), ("target", "debug"), ("target", "release")}

root = os.path.realpath(sys.argv[1])
delete = "--delete" in sys.argv
if root in ("/", os.path.realpath(os.path.expanduser("~"))):
    sys.exit("refusing to clean / or the home directory")
if not os.path.isdir(os.path.join(root, ".git")) and not os.path.exists(os.path.join(root, "package.json")):
    sys.exit("not a project root (no .git or package.json)")


def size(p):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(p) for f in fs if not os.path.islink(os.path.join(d, f)))


found = []
for dp, dirs, _ in os.walk(root):
    if ".git" in dirs:
        dirs.remove(".git")
    for d in list(dirs):
        parent = os.path.basename(dp)
        if d in TARGETS or (parent, d) in NESTED:
            found.append(os.path.join(dp, d))
            dirs.remove(d)

total = 0
for p in found:
    s = size(p)
    total += s
    print(f"{s / 1e6:8.1f} MB  {os.path.relpath(p, root)}")
    if delete:
        shutil.rmtree(p)
print(f"{'deleted' if delete else 'would delete'} {total / 1e6:.1f} MB in {len(found)} dirs")
