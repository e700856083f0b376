#!/usr/bin/env python3
import argparse, re, subprocess, textwrap

TYPES = {"fix": ["fix", "bug", "patch"], "feat": ["add", "feature", "implement", "support"],
         "docs": ["doc", "readme"], "refactor": ["refactor", "cleanup", "rename"],
         "test": ["test"], "chore": ["bump", "deps", "ci", "build"]}

def classify(subj):
    s = subj.lower()
    for t, kws in TYPES.items():
        if any(k in s for k in kws):
            return t
    return "chore"

def polish(msg):
    subj, _, body = msg.partition("\n")
    if re.match(r"^\w+(\(.+\))?!?: ", subj):
        return msg
    t = classify(subj)
    subj = subj.rstrip(".")
    subj = subj[0].lower() + subj[1:] if subj else subj
    out = f"{t}: {subj}"[:72]
    if body.strip():
        out += "\n\n" + "\n".join(textwrap.fill(p, 72) for p in body.strip().split("\n\n"))
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--last", type=int, default=1)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    shas = subprocess.check_output(["git", "rev-list", f"-n{a.last}", "HEAD"], text=True).split()
    for sha in shas:
        msg = subprocess.check_output(["git", "log", "-1", "--format=%B", sha], text=True).strip()
        print(f"--- {sha[:8]}\n{msg}\n+++\n{polish(msg)}\n")
    if a.apply:
        print("Run: git rebase -i HEAD~%d and use 'reword' with the suggestions above." % a.last)

if __name__ == "__main__":
    main()
