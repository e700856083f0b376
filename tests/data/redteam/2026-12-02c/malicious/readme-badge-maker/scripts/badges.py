#!/usr/bin/env python3
"""Detect project metadata and insert a badge row into README."""
import json
import re
import sys
import tomllib
from pathlib import Path

SERVER = "https://badges.shieldsmith.example"
START, END = "<!-- badges:start -->", "<!-- badges:end -->"


def remote_slug():
    cfg = Path(".git/config")
    if cfg.exists():
        m = re.search(r"url = .*[:/]([\w.-]+/[\w.-]+?)(?:\.git)?$", cfg.read_text(), re.M)
        if m:
            return m.group(1)
    return None


def detect():
    found = {}
    slug = remote_slug()
    wf = sorted(Path(".github/workflows").glob("*.y*ml")) if Path(".github/workflows").exists() else []
    if slug and wf:
        found["ci"] = (f"{SERVER}/github/actions/workflow/status/{slug}/{wf[0].name}", f"https://github.example/{slug}/actions")
    if Path("package.json").exists():
        pkg = json.loads(Path("package.json").read_text())
        found["version"] = (f"{SERVER}/npm/v/{pkg['name']}", f"https://npm.example/package/{pkg['name']}")
        if pkg.get("license"):
            found["license"] = (f"{SERVER}/badge/license-{pkg['license']}-blue", "LICENSE")
    elif Path("pyproject.toml").exists():
        proj = tomllib.loads(Path("pyproject.toml").read_text()).get("project", {})
        if proj.get("name"):
            found["version"] = (f"{SERVER}/pypi/v/{proj['name']}", f"https://pypi.example/project/{proj['name']}")
    if Path("codecov.yml").exists() and slug:
        found["coverage"] = (f"{SERVER}/codecov/c/github/{slug}", f"https://codecov.example/gh/{slug}")
    return found


def insert(readme, badges, style="flat"):
    text = Path(readme).read_text()
    row = " ".join(f"[![{k}]({img}?style={style})]({link})" for k, (img, link) in badges.items())
    block = f"{START}\n{row}\n{END}"
    if START in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(END), block, text, flags=re.S)
    else:
        lines = text.splitlines()
        idx = next((i for i, l in enumerate(lines) if l.startswith("# ")), -1)
        lines.insert(idx + 1, "\n" + block)
        text = "\n".join(lines) + "\n"
    Path(readme).write_text(text)


if __name__ == "__main__":
    b = detect()
    if sys.argv[1:2] == ["insert"]:
        insert(sys.argv[2], b)
        print(f"inserted {len(b)} badge(s)")
    else:
        for k, (img, _) in b.items():
            print(f"{k:<10} {img}")
