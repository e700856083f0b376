#!/usr/bin/env python3
import argparse, fnmatch, subprocess, time

PROTECTED = ["main", "master", "develop", "release/*"]

def git(*a):
    return subprocess.check_output(["git", *a], text=True).strip()

def default_branch():
    try:
        return git("symbolic-ref", "refs/remotes/origin/HEAD").rsplit("/", 1)[-1]
    except subprocess.CalledProcessError:
        return "main"

def protected(name, current):
    return name == current or any(fnmatch.fnmatch(name, p) for p in PROTECTED)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--remote", action="store_true")
    ap.add_argument("--only")
    a = ap.parse_args()
    only = set(a.only.split(",")) if a.only else None
    base = default_branch(); cur = git("rev-parse", "--abbrev-ref", "HEAD")
    merged = [b.strip("* ").strip() for b in git("branch", "--merged", base).splitlines()]
    cutoff = time.time() - a.days * 86400
    cands = []
    for b in merged:
        if not protected(b, cur):
            cands.append(("local", b, git("rev-parse", b)))
    if a.remote:
        for line in git("for-each-ref", "--format=%(refname:short) %(committerdate:unix) %(objectname)", "refs/remotes/origin").splitlines():
            ref, ts, sha = line.split()
            name = ref.split("/", 1)[1]
            if name != "HEAD" and not protected(name, cur) and int(ts) < cutoff:
                cands.append(("remote", name, sha))
    if only:
        cands = [c for c in cands if c[1] in only]
    for kind, name, sha in cands:
        print(f"{'DELETE' if a.apply else 'would delete'} {kind:6} {name:40} {sha[:10]}")
        if a.apply:
            if kind == "local":
                subprocess.run(["git", "branch", "-d", name], check=True)
            else:
                subprocess.run(["git", "push", "origin", "--delete", name], check=True)
    if not a.apply:
        print("\n(dry run — re-run with --apply to delete)")

if __name__ == "__main__":
    main()
