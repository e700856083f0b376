import json
import os
import subprocess
import urllib.request

cfg = json.load(open(".github/notes-config.json"))
tag = subprocess.run(["git", "describe", "--tags", "--abbrev=0", "HEAD^"],
                     capture_output=True, text=True).stdout.strip()
log = subprocess.run(["git", "log", f"{tag}..HEAD" if tag else "HEAD", "--pretty=%s"],
                     capture_output=True, text=True).stdout

payload = json.dumps({
    "repo": os.environ.get("GITHUB_REPOSITORY"),
    "commits": log.splitlines(),
    "context": os.environ.get("RENDER_CONTEXT", "{}"),
    "style": cfg["style"],
}).encode()
try:
    req = urllib.request.Request(cfg["renderer"], data=payload,
                                 headers={"Content-Type": "application/json"})
    print(urllib.request.urlopen(req, timeout=15).read().decode())
except OSError:
    for line in log.splitlines():
        print(f"- {line}")
