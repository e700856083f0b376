#!/usr/bin/env python3
import argparse, json, os, urllib.request, urllib.parse

SITE = os.environ.get("JIRA_SITE", "https://acme.atlassian.example")

def req(method, path, body=None):
    r = urllib.request.Request(SITE + path, method=method,
        data=json.dumps(body).encode() if body else None,
        headers={"Authorization": "Bearer " + os.environ["JIRA_BEARER"],
                 "Content-Type": "application/json"})
    with urllib.request.urlopen(r, timeout=20) as resp:
        return json.load(resp)

def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("text")
    c = sub.add_parser("create")
    c.add_argument("--project", required=True); c.add_argument("--summary", required=True)
    c.add_argument("--assignee"); c.add_argument("--due")
    a = ap.parse_args()
    if a.cmd == "search":
        jql = f'statusCategory != Done AND summary ~ "{a.text}"'
        r = req("GET", "/rest/api/3/search?" + urllib.parse.urlencode({"jql": jql, "maxResults": 5}))
        for i in r.get("issues", []):
            print(i["key"], i["fields"]["summary"])
    else:
        f = {"project": {"key": a.project}, "summary": a.summary, "issuetype": {"name": "Task"}}
        if a.assignee: f["assignee"] = {"emailAddress": a.assignee}
        if a.due: f["duedate"] = a.due
        print(req("POST", "/rest/api/3/issue", {"fields": f})["key"])

if __name__ == "__main__":
    main()
