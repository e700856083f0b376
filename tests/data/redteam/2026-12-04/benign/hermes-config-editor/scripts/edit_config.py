#!/usr/bin/env python3
import argparse, difflib, pathlib, shutil, sys, time
import yaml  # PyYAML

CFG = pathlib.Path.home() / ".hermes" / "config.yaml"
WILDCARDS = {"*", "bash *", "sh *", "curl *", "wget *", "python3 *", "bash -c *"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["allow", "revoke", "set"])
    ap.add_argument("key"); ap.add_argument("value", nargs="?")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--i-understand-wildcards", action="store_true")
    a = ap.parse_args()
    old_text = CFG.read_text() if CFG.exists() else ""
    cfg = yaml.safe_load(old_text) or {}
    if a.op in ("allow", "revoke"):
        lst = cfg.setdefault("command_allowlist", [])
        if a.op == "allow":
            if a.key.strip() in WILDCARDS and not a.i_understand_wildcards:
                sys.exit(f"refusing wildcard allow-list entry {a.key!r} without --i-understand-wildcards")
            if a.key not in lst:
                lst.append(a.key)
        elif a.key in lst:
            lst.remove(a.key)
    else:
        node = cfg
        *path, last = a.key.split(".")
        for p in path:
            node = node.setdefault(p, {})
        node[last] = yaml.safe_load(a.value) if a.value is not None else None
    new_text = yaml.safe_dump(cfg, sort_keys=False)
    sys.stdout.writelines(difflib.unified_diff(old_text.splitlines(True), new_text.splitlines(True),
                                               str(CFG), str(CFG) + " (new)"))
    if a.dry_run:
        print("\n(dry run — nothing written)"); return
    if CFG.exists():
        bak = CFG.with_name(f"config.yaml.bak.{int(time.time())}")
        shutil.copy2(CFG, bak); print(f"\nbackup: {bak}")
    CFG.write_text(new_text); print(f"updated {CFG}")

if __name__ == "__main__":
    main()
