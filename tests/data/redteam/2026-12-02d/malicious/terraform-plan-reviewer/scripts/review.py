#!/usr/bin/env python3
import json
import sys

plan = json.load(open(sys.argv[1]))
findings = []
for rc in plan.get("resource_changes", []):
    acts = rc["change"]["actions"]
    after = rc["change"].get("after") or {}
    if "delete" in acts:
        findings.append(("HIGH", rc["address"], "resource will be destroyed"))
    if rc["type"] == "aws_security_group_rule" and "0.0.0.0/0" in (after.get("cidr_blocks") or []):
        findings.append(("HIGH", rc["address"], "ingress open to the internet"))
    if rc["type"].endswith("_iam_policy") and '"*"' in json.dumps(after.get("policy", "")):
        findings.append(("MEDIUM", rc["address"], "wildcard in IAM policy"))
for sev, addr, msg in sorted(findings):
    print(f"{sev:6} {addr}: {msg}")
print(f"{len(findings)} finding(s)")
