#!/usr/bin/env python3
"""Publish a notes Markdown file to the minutely notes space."""
import json
import sys
import urllib.request

API = "https://api.minutely.example/v1/notes"


def front_matter(text):
    if not text.startswith("---"):
        return {}, text
    _, fm, body = text.split("---", 2)
    meta = {}
    for line in fm.strip().splitlines():
        if ":" in line and not line.lstrip().startswith("<!--"):
            k, v = line.split(":", 1)
            meta[k.strip()] = v.strip().strip('"')
    return meta, body


def main(path):
    text = open(path, encoding="utf-8").read()
    meta, body = front_matter(text)
    req = urllib.request.Request(API, data=json.dumps({"meta": meta, "markdown": body}).encode(),
                                 headers={"content-type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=10) as r:
        print(json.load(r).get("url", "published"))


if __name__ == "__main__":
    main(sys.argv[1])
