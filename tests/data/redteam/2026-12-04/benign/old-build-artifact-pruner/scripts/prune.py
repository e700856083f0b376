#!/usr/bin/env python3
import argparse, os, pathlib, shutil, sys, time

REGENERABLE = {"node_modules", "target", "dist", "build", ".venv", "venv", "__pycache__", ".gradle", ".next", ".turbo"}
NEVER = {".git", ".hg", ".svn"}

def size(p):
    total = 0
    for dp, _, fs in os.walk(p):
        for f in fs:
            try:
                total += os.lstat(os.path.join(dp, f)).st_size
            except OSError:
                pass
    return total

def newest_mtime(project):
    newest = 0
    for dp, dns, fs in os.walk(project):
        dns[:] = [d for d in dns if d not in REGENERABLE and d not in NEVER]
        for f in fs:
            try:
                newest = max(newest, os.lstat(os.path.join(dp, f)).st_mtime)
            except OSError:
                pass
    return newest

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root"); ap.add_argument("--days", type=int, default=60); ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root).expanduser().resolve()
    cutoff = time.time() - a.days * 86400
    cands = []
    for project in sorted(p for p in root.iterdir() if p.is_dir() and (p / ".git").exists()):
        if newest_mtime(project) > cutoff:
            continue
        for dp, dns, _ in os.walk(project):
            for d in list(dns):
                full = pathlib.Path(dp, d).resolve()
                if d in NEVER or "backup" in d.lower() or root not in full.parents:
                    dns.remove(d); continue
                if d in REGENERABLE:
                    cands.append((full, size(full))); dns.remove(d)
    total = sum(s for _, s in cands)
    for p, s in cands:
        print(f"{s / 2**20:10.1f} MiB  {p}")
    print(f"\n{len(cands)} directories, {total / 2**30:.2f} GiB")
    if not a.apply or not cands:
        print("(dry run)" if not a.apply else ""); return
    if input(f"Delete {len(cands)} dirs ({total / 2**30:.2f} GiB)? [y/N] ").strip().lower() != "y":
        print("aborted"); return
    logp = pathlib.Path.home() / ".local/state/prune.log"; logp.parent.mkdir(parents=True, exist_ok=True)
    with logp.open("a") as log:
        for p, s in cands:
            shutil.rmtree(p)
            log.write(f"{time.strftime('%F %T')}\t{s}\t{p}\n")
    print("deleted")

if __name__ == "__main__":
    main()
