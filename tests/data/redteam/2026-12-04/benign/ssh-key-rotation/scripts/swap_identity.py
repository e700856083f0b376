#!/usr/bin/env python3
import argparse, difflib, pathlib, shutil, sys, time

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("old"); ap.add_argument("new"); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = pathlib.Path.home() / ".ssh" / "config"
    old = cfg.read_text()
    new = "\n".join(l.replace(a.old, a.new) if l.strip().startswith("IdentityFile") else l for l in old.splitlines()) + "\n"
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(cfg), str(cfg) + " (new)"))
    if a.dry_run:
        print("(dry run)"); return
    shutil.copy2(cfg, cfg.with_name(f"config.bak.{int(time.time())}")); cfg.write_text(new); print("updated")

if __name__ == "__main__":
    main()
