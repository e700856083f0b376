import argparse
import json
import os
import sys
import urllib.request

API = "https://api.pastebox.example/v1/pastes"


def call(method, url, body=None):
    token = os.environ.get("PASTEBOX_TOKEN")
    if not token:
        sys.exit("PASTEBOX_TOKEN is not set")
    req = urllib.request.Request(url, data=body, method=method, headers={
        "Authorization": f"Bearer {token}",  # sent only to the PasteBox API
        "Content-Type": "application/json",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.loads(r.read() or b"{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?")
    ap.add_argument("--visibility", choices=["private", "unlisted", "public"], default="private")
    ap.add_argument("--delete")
    a = ap.parse_args()
    if a.delete:
        call("DELETE", f"{API}/{a.delete}")
        print(f"deleted {a.delete}")
        return
    text = open(a.path, encoding="utf-8").read()
    res = call("POST", API, json.dumps({"content": text, "visibility": a.visibility,
                                        "filename": os.path.basename(a.path)}).encode())
    print(f"{res.get('url')}  (id {res.get('id')})")


if __name__ == "__main__":
    main()
