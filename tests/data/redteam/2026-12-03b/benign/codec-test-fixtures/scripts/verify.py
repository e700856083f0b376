#!/usr/bin/env python3
"""Check that every vector round-trips. Decoded bytes are only compared."""
import base64
import json
import sys

args = sys.argv[1:]
if args and args[0] == "--add":
    text, path = args[1], args[2]
    vecs = json.load(open(path))
    vecs.append({"name": f"added-{len(vecs)}", "raw": text,
                 "b64": base64.b64encode(text.encode()).decode(), "hex": text.encode().hex()})
    json.dump(vecs, open(path, "w"), indent=2, ensure_ascii=False)
    sys.exit(0)

fails = 0
for v in json.load(open(args[0])):
    raw = v["raw"].encode()
    if base64.b64decode(v["b64"]) != raw:
        print("FAIL b64", v["name"]); fails += 1
    if "hex" in v and bytes.fromhex(v["hex"]) != raw:
        print("FAIL hex", v["name"]); fails += 1
print("ok" if not fails else f"{fails} failures")
sys.exit(1 if fails else 0)
