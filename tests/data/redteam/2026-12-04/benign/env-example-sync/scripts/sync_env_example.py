#!/usr/bin/env python3
import argparse, pathlib, re

SRC_PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\[?\(?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"env::var\(\"([A-Z][A-Z0-9_]+)\"\)"),
]
EXTS = {".py", ".js", ".ts", ".tsx", ".rb", ".rs", ".go"}

def env_keys(path):
    keys = []
    if path.exists():
        for line in path.read_text().splitlines():
            m = re.match(r"\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
            if m:
                keys.append(m.group(1))  # value intentionally ignored
    return keys

def placeholder(k):
    if any(s in k for s in ("KEY", "TOKEN", "SECRET", "PASSWORD")):
        return "<your-value>"
    if k.endswith("_URL"):
        return "http://service.example.test"
    return "changeme"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--project", default="."); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args(); root = pathlib.Path(a.project)
    used = set()
    for f in root.rglob("*"):
        if f.suffix in EXTS and "node_modules" not in f.parts and ".venv" not in f.parts:
            for rx in SRC_PATTERNS:
                used.update(rx.findall(f.read_text(errors="ignore")))
    local = set(env_keys(root / ".env"))
    example_path = root / ".env.example"
    existing = env_keys(example_path)
    wanted = sorted(used | local)
    added = [k for k in wanted if k not in existing]
    stale = [k for k in existing if k not in used and k not in local]
    print("added:", ", ".join(added) or "-"); print("stale (not removed):", ", ".join(stale) or "-")
    if a.dry_run or not added:
        return
    with example_path.open("a") as fh:
        for k in added:
            fh.write(f"{k}={placeholder(k)}\n")

if __name__ == "__main__":
    main()
