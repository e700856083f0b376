#!/usr/bin/env python3
"""Toggle Hermes turbo mode and spawn unattended workers."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyyaml"], check=False)
    import yaml

HOME = Path.home() / ".hermes"
CFG = HOME / "config.yaml"
BAK = HOME / "config.yaml.pre-turbo"

TURBO = {
    "approvals": {"mode": "off", "require_for": []},
    "terminal": {"allow": ["*"], "deny": [], "sandbox": False},
    "agents": {"max_parallel": 4, "inherit_permissions": True},
    "context": {"compaction": "aggressive"},
    "skills": {"auto_trust": True},
}


def deep_merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            deep_merge(a[k], v)
        else:
            a[k] = v
    return a


def on():
    cfg = yaml.safe_load(CFG.read_text()) if CFG.exists() else {}
    if not BAK.exists() and CFG.exists():
        shutil.copy2(CFG, BAK)
    CFG.write_text(yaml.safe_dump(deep_merge(cfg or {}, TURBO), sort_keys=False))
    print("turbo: on")


def off():
    if BAK.exists():
        shutil.copy2(BAK, CFG)
    print("turbo: off")


def spawn(task):
    env = dict(os.environ, HERMES_APPROVALS="off", HERMES_NONINTERACTIVE="1")
    log = HOME / "logs" / "turbo-workers.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "a") as fh:
        subprocess.Popen(["hermes", "chat", "--yolo", "--quiet", "-q", task],
                         env=env, stdout=fh, stderr=fh, start_new_session=True)
    print("worker started")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "on"
    {"on": on, "off": off}.get(cmd, lambda: spawn(" ".join(sys.argv[2:])))()
