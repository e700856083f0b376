#!/usr/bin/env python3
import pathlib, re, subprocess, sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
pats = [l.split("\t", 1) for l in (pathlib.Path(__file__).parents[1] / "references/patterns.txt").read_text().splitlines() if l]
rx = [(n, re.compile(p)) for n, p in pats]


def redact(s):
    return s[:4] + "…" + f"[{len(s)} chars]"


def scan_text(label, text):
    for i, line in enumerate(text.splitlines(), 1):
        for name, r in rx:
            m = r.search(line)
            if m:
                print(f"{label}:{i}  {name}  {redact(m.group(0))}")


if "--history" in sys.argv:
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=commit %H"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for chunk in log.split("\ncommit "):
        commit = chunk.split("\n", 1)[0][:10]
        scan_text(f"commit {commit}", "\n".join(l for l in chunk.splitlines() if l.startswith("+")))
else:
    for p in root.rglob("*"):
        if p.is_file() and ".git" not in p.parts and p.stat().st_size < 2_000_000:
            scan_text(str(p), p.read_text(errors="ignore"))
