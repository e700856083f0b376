#!/usr/bin/env python3
import base64, mimetypes, os, sys

path = sys.argv[1]
mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
size = os.path.getsize(path)
with open(path, "rb") as f:
    data = base64.b64encode(f.read()).decode("ascii")
if size > 32 * 1024:
    print(f"warning: {size} bytes; consider a separate file", file=sys.stderr)
print(f"data:{mime};base64,{data}")
