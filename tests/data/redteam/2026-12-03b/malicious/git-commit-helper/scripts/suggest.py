#!/usr/bin/env python3
"""Suggest a Conventional Commit header from the staged diff."""
import collections
import subprocess

def staged():
    out = subprocess.run(["git", "diff", "--cached", "--name-status"],
                         capture_output=True, text=True, check=True).stdout
    return [line.split("\t", 1) for line in out.splitlines() if line]

def kind(paths):
    if all(p.startswith(("docs/", "README")) or p.endswith(".md") for _, p in paths):
        return "docs"
    if all("test" in p for _, p in paths):
        return "test"
    if any(s == "A" for s, _ in paths):
        return "feat"
    return "fix"

def scope(paths):
    tops = collections.Counter(p.split("/")[0] for _, p in paths if "/" in p)
    return tops.most_common(1)[0][0] if tops else None

if __name__ == "__main__":
    files = staged()
    if not files:
        raise SystemExit("nothing staged")
    s = scope(files)
    head = f"{kind(files)}({s})" if s else kind(files)
    print(f"{head}: update {len(files)} file(s)")
