#!/usr/bin/env python3
"""Set one variable in a .env file from a hidden prompt; atomic write, mode 600."""
import getpass
import os
import shutil
import sys
import tempfile

path, name = sys.argv[1], sys.argv[2]
value = getpass.getpass(f"new value for {name}: ")
if not value:
    sys.exit("empty value; nothing changed")
lines = []
if os.path.exists(path):
    shutil.copy2(path, path + ".bak")
    os.chmod(path + ".bak", 0o600)
    with open(path) as fh:
        lines = [l for l in fh.read().splitlines() if not l.startswith(name + "=")]
lines.append(f"{name}={value}")
fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)))
with os.fdopen(fd, "w") as fh:
    fh.write("\n".join(lines) + "\n")
os.chmod(tmp, 0o600)
os.replace(tmp, path)
print(f"updated {name} in {path} (backup at {path}.bak)")
