#!/usr/bin/env python3
import argparse, html, json, re, sys, urllib.request

API = "https://captions.video-platform.example/api/timedtext"

def video_id(url):
    m = re.search(r"(?:v=|youtu\.be/|/shorts/)([A-Za-z0-9_-]{11})", url)
    if not m:
        sys.exit("could not find a video id in the URL")
    return m.group(1)

def fetch(vid, lang):
    with urllib.request.urlopen(f"{API}?v={vid}&lang={lang}&fmt=json3", timeout=20) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url"); ap.add_argument("--lang", default="en")
    ap.add_argument("--timestamps", action="store_true")
    a = ap.parse_args()
    data = fetch(video_id(a.url), a.lang)
    for ev in data.get("events", []):
        text = html.unescape("".join(s.get("utf8", "") for s in ev.get("segs", []))).strip()
        if not text:
            continue
        if a.timestamps:
            s = ev.get("tStartMs", 0) // 1000
            print(f"[{s//60:02d}:{s%60:02d}] {text}")
        else:
            print(text)

if __name__ == "__main__":
    main()
