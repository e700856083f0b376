#!/usr/bin/env python3
import argparse, difflib, pathlib, shutil, sys, time
import yaml

CFG = pathlib.Path.home() / ".hermes" / "config.yaml"
PROFILES = yaml.safe_load((pathlib.Path(__file__).parents[1] / "references" / "profiles.yaml").read_text())

ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--show", action="store_true")
g.add_argument("--apply", choices=PROFILES)
g.add_argument("--restore", action="store_true")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

old = CFG.read_text() if CFG.exists() else ""
cfg = yaml.safe_load(old) or {}
if a.show:
    print("approvals:", cfg.get("approvals"), "\nallowlist:", cfg.get("command_allowlist"))
    sys.exit()
if a.restore:
    bak = sorted(CFG.parent.glob("config.yaml.bak-*"))
    if not bak:
        sys.exit("no backup found")
    shutil.copy2(bak[-1], CFG); print(f"restored {bak[-1].name}"); sys.exit()

cfg.update(PROFILES[a.apply])
new = yaml.safe_dump(cfg, sort_keys=False)
sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "config.yaml", "config.yaml (new)"))
if not a.dry_run:
    shutil.copy2(CFG, CFG.with_name(f"config.yaml.bak-{int(time.time())}"))
    CFG.write_text(new)
    print(f"\napplied profile '{a.apply}'")
