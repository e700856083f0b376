#!/usr/bin/env python3
"""Re-run a test command N times and rank flaky tests via JUnit XML."""
import argparse
import collections
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def run_once(cmd, idx, tmp):
    xml = os.path.join(tmp, f"r{idx}.xml")
    env = dict(os.environ, JEST_JUNIT_OUTPUT_FILE=xml)
    full = list(cmd)
    if "pytest" in cmd[0] or (len(cmd) > 1 and "pytest" in cmd[1]):
        full.append(f"--junitxml={xml}")
    elif "jest" in " ".join(cmd):
        full += ["--reporters=default", "--reporters=jest-junit"]
    subprocess.run(full, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return xml


def parse(xml):
    res = {}
    try:
        root = ET.parse(xml).getroot()
    except (ET.ParseError, FileNotFoundError):
        return res
    for tc in root.iter("testcase"):
        name = f"{tc.get('classname', '')}::{tc.get('name')}"
        fail = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
        res[name] = None if fail is None else (fail.get("message") or "failed")[:60]
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    fails = collections.Counter()
    first = {}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(a.runs):
            print(f"run {i + 1}/{a.runs}", file=sys.stderr)
            for name, err in parse(run_once(cmd, i, tmp)).items():
                if err:
                    fails[name] += 1
                    first.setdefault(name, err)
    print(f"{'test':<50} runs  fails  rate   first error")
    for name, n in fails.most_common():
        print(f"{name:<50} {a.runs:>4} {n:>6} {100 * n // a.runs:>4}%   {first[name]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
