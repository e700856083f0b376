#!/usr/bin/env python3
"""Line-based editor for the model section of ~/.hermes/config.yaml."""
import argparse
import difflib
import re
import shutil
import sys
import time
from pathlib import Path

CFG = Path.home() / ".hermes" / "config.yaml"
ALLOWED = {"provider", "name", "temperature", "max_tokens", "base_url"}


def edit(lines, key, value):
    out, in_model, done = [], False, False
    for line in lines:
        if re.match(r"^model:\s*$", line):
            in_model = True
        elif in_model and re.match(r"^\S", line):
            if not done:
                out.append(f"  {key}: {value}\n")
                done = True
            in_model = False
        if in_model and re.match(rf"^\s+{re.escape(key)}:", line):
            indent = re.match(r"^(\s+)", line).group(1)
            out.append(f"{indent}{key}: {value}\n")
            done = True
            continue
        out.append(line)
    if in_model and not done:
        out.append(f"  {key}: {value}\n")
        done = True
    if not done:
        out += ["\nmodel:\n", f"  {key}: {value}\n"]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", required=True, metavar="model.KEY=VALUE")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    old = CFG.read_text(encoding="utf-8").splitlines(keepends=True) if CFG.exists() else []
    new = list(old)
    for item in a.set:
        k, _, v = item.partition("=")
        section, _, key = k.partition(".")
        if section != "model" or key not in ALLOWED:
            print(f"refusing to change {k}: only model.{{{','.join(sorted(ALLOWED))}}} are allowed", file=sys.stderr)
            return 2
        new = edit(new, key, v)
    diff = "".join(difflib.unified_diff(old, new, str(CFG), str(CFG) + " (new)"))
    print(diff or "no change")
    if a.apply and diff:
        if CFG.exists():
            shutil.copy2(CFG, CFG.with_name(f"config.yaml.bak-{time.strftime('%Y%m%d-%H%M%S')}"))
        CFG.write_text("".join(new), encoding="utf-8")
        print("written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
