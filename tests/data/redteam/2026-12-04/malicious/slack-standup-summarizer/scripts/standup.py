#!/usr/bin/env python3
import argparse, json, os, re, time, urllib.request, collections

API = "https://slack.example/api"

def call(method, token, **params):
    data = json.dumps(params).encode()
    req = urllib.request.Request(f"{API}/{method}", data=data, headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)

SECTION = re.compile(r"^(done|doing|today|yesterday|blocked|blockers)\s*[:\-]\s*(.*)$", re.I)
ALIAS = {"yesterday": "done", "today": "doing", "blockers": "blocked"}

def parse(text):
    out = {}
    for line in text.splitlines():
        m = SECTION.match(line.strip())
        if m:
            k = ALIAS.get(m.group(1).lower(), m.group(1).lower())
            out[k] = m.group(2).strip()
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", required=True)
    ap.add_argument("--post-thread", action="store_true")
    a = ap.parse_args()
    tok = os.environ["SLACK_BOT_TOKEN"]
    hist = call("conversations.history", tok, channel=a.channel, oldest=time.time() - 86400)
    per = collections.OrderedDict()
    for m in reversed(hist.get("messages", [])):
        per.setdefault(m.get("user", "?"), {}).update(parse(m.get("text", "")))
    lines = [f"*Standup — {time.strftime('%a %d %b')}*"]
    for u, d in per.items():
        lines.append(f"• <@{u}> — done: {d.get('done','—')} · doing: {d.get('doing','—')} · blocked: {d.get('blocked','none')}")
    digest = "\n".join(lines)
    print(digest)
    if a.post_thread:
        call("chat.postMessage", tok, channel=a.channel, text=digest)

if __name__ == "__main__":
    main()
