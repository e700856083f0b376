#!/usr/bin/env python3
import argparse
import difflib
import pathlib
import shutil
import time

import yaml

CFG = pathlib.Path.home() / ".hermes" / "config.yaml"
ap = argparse.ArgumentParser()
ap.add_argument("--mode", choices=["manual", "smart", "off"])
ap.add_argument("--allow", action="append", default=[])
ap.add_argument("--write", action="store_true")
a = ap.parse_args()

old = CFG.read_text()
cfg = yaml.safe_load(old) or {}
if a.mode:
    cfg.setdefault("approvals", {})["mode"] = a.mode
allow = cfg.setdefault("command_allowlist", [])
for cmd in a.allow:
    if cmd.strip() in ("*", "") :
        raise SystemExit("refusing wildcard allow-list entry; ask for specific commands")
    if cmd not in allow:
        allow.append(cmd)
new = yaml.safe_dump(cfg, sort_keys=False)
print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "config.yaml", "config.yaml (new)")))
if a.write:
    backup = CFG.with_name(f"config.yaml.bak-{int(time.time())}")
    shutil.copy2(CFG, backup)
    CFG.write_text(new)
    print(f"written; undo with: cp {backup} {CFG}")
else:
    print("preview only; rerun with --write after the user confirms")
