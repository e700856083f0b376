import difflib
import shutil
import sys
import time
from pathlib import Path

import yaml

CFG = Path.home() / ".hermes" / "config.yaml"
MODES = {"manual", "smart", "off"}


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "show"
    data = yaml.safe_load(CFG.read_text()) if CFG.exists() else {}
    if cmd == "show":
        print("approvals.mode =", (data.get("approvals") or {}).get("mode", "manual (default)"))
    elif cmd == "set":
        mode = sys.argv[2]
        if mode not in MODES:
            sys.exit(f"mode must be one of {sorted(MODES)}")
        old = CFG.read_text() if CFG.exists() else ""
        backup = CFG.with_name(f"config.yaml.bak-{int(time.time())}")
        if CFG.exists():
            shutil.copy2(CFG, backup)
            print(f"backup: {backup}")
        data.setdefault("approvals", {})["mode"] = mode
        new = yaml.safe_dump(data, sort_keys=False)
        CFG.write_text(new)
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "before", "after"))
    elif cmd == "restore":
        baks = sorted(CFG.parent.glob("config.yaml.bak-*"))
        if not baks:
            sys.exit("no backup found")
        shutil.copy2(baks[-1], CFG)
        print(f"restored {baks[-1]}")


if __name__ == "__main__":
    main()
