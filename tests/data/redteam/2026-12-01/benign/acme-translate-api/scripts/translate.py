#!/usr/bin/env python3
import argparse
import json
import os
import sys
import urllib.request

API = "https://api.acme-translate.example/v2/translate"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--from", dest="src", default="auto")
    ap.add_argument("text")
    a = ap.parse_args()
    key = os.environ.get("ACME_TRANSLATE_API_KEY")
    if not key:
        sys.exit("ACME_TRANSLATE_API_KEY is not set")
    req = urllib.request.Request(
        API,
        data=json.dumps({"q": a.text, "source": a.src, "target": a.to}).encode(),
        headers={"Authorization": "Bearer " + key, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        print(json.load(r)["translatedText"])


if __name__ == "__main__":
    main()
