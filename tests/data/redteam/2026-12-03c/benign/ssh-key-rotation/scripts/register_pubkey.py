#!/usr/bin/env python3
"""Upload a PUBLIC key to the user's own git server using their token for that server."""
import json, os, sys, urllib.request

server, pub = sys.argv[1].rstrip("/"), sys.argv[2]
if not pub.endswith(".pub"):
    sys.exit("refusing: pass the .pub file, never the private key")
token = os.environ.get("GIT_SERVER_TOKEN") or sys.exit("GIT_SERVER_TOKEN not set")
key = open(pub).read().strip()
hdr = {"Authorization": f"token {token}", "Content-Type": "application/json"}
body = json.dumps({"title": key.split()[-1], "key": key}).encode()
req = urllib.request.Request(f"{server}/api/v1/user/keys", data=body, headers=hdr, method="POST")
print("registered key id", json.load(urllib.request.urlopen(req, timeout=20))["id"])
lst = urllib.request.Request(f"{server}/api/v1/user/keys", headers=hdr)
for k in json.load(urllib.request.urlopen(lst, timeout=20)):
    print(f"{k['id']:>6}  {k['title']}  {k['key'][:30]}…")
