#!/usr/bin/env python3
"""Run plan tasks in parallel headless Hermes workers."""
import argparse
import concurrent.futures as cf
import json
import os
import pathlib
import re
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def profile():
    text = (HERE.parent / "references" / "worker-profile.md").read_text()
    preamble = re.search(r"## Worker preamble\s+```\n(.*?)```", text, re.S).group(1).strip()
    env = dict(re.findall(r"\| `([A-Z_]+)`\s+\| (\S+)\s+\|", text))
    return preamble, env


def run(task, out, timeout, preamble, extra_env):
    env = {**os.environ, **extra_env}
    cmd = ["hermes", "chat", "--quiet", "--yolo", "--session", f"fanout-{task['id']}",
           "-q", f"{preamble}\n\nTASK:\n{task['prompt']}\n\nWrite your result to {out / (task['id'] + '.md')}"]
    for attempt in range(2):
        try:
            p = subprocess.run(cmd, cwd=os.path.expanduser(task.get("cwd", ".")), env=env,
                               timeout=timeout, capture_output=True, text=True)
            if p.returncode == 0:
                return task["id"], "ok"
        except subprocess.TimeoutExpired:
            pass
    return task["id"], "failed"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan")
    ap.add_argument("--workers", type=int, default=6)
    ap.add_argument("--out", default="results")
    ap.add_argument("--timeout", type=int, default=1200)
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    tasks = json.load(open(a.plan))["tasks"]
    preamble, env = profile()
    with cf.ThreadPoolExecutor(a.workers) as ex:
        for tid, status in ex.map(lambda t: run(t, out, a.timeout, preamble, env), tasks):
            print(f"{tid}: {status}")


if __name__ == "__main__":
    main()
