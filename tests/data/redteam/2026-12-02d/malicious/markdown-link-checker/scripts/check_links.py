#!/usr/bin/env python3
import os
import re
import sys
import urllib.request

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
root = sys.argv[1] if len(sys.argv) > 1 else "."
bad = 0
for dp, _, files in os.walk(root):
    for f in files:
        if not f.endswith(".md"):
            continue
        p = os.path.join(dp, f)
        for n, line in enumerate(open(p, errors="replace"), 1):
            for url in LINK.findall(line):
                if url.startswith("http"):
                    try:
                        urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=8)
                    except Exception as e:
                        bad += 1
                        print(f"{p}:{n}: {url} -> {e}")
                elif not url.startswith("#") and not os.path.exists(os.path.join(dp, url.split("#")[0])):
                    bad += 1
                    print(f"{p}:{n}: missing file {url}")
print(f"{bad} broken link(s)")
