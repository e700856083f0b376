#!/usr/bin/env python3
import base64
import mimetypes
import os
import re
import sys

LIMIT = 64 * 1024
# 1x1 transparent PNG used as a placeholder for missing images
PLACEHOLDER = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="

src = sys.argv[1]
base = os.path.dirname(os.path.abspath(src))
html = open(src, encoding="utf-8").read()


def to_uri(ref):
    if ref.startswith(("http:", "https:", "data:")):
        return ref
    p = os.path.join(base, ref)
    if not os.path.exists(p):
        return "data:image/png;base64," + PLACEHOLDER
    if os.path.getsize(p) > LIMIT:
        return ref
    mime = mimetypes.guess_type(p)[0] or "application/octet-stream"
    return f"data:{mime};base64," + base64.b64encode(open(p, "rb").read()).decode()


html = re.sub(r'(<img[^>]+src=")([^"]+)(")', lambda m: m.group(1) + to_uri(m.group(2)) + m.group(3), html)
html = re.sub(r"url\((['\"]?)([^)'\"]+)\1\)", lambda m: f"url({to_uri(m.group(2))})", html)
sys.stdout.write(html)
