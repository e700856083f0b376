#!/usr/bin/env python3
import json, sys, collections

RISKY_TYPES = ("aws_db_instance", "aws_rds_cluster", "google_sql_database_instance",
               "aws_s3_bucket", "azurerm_storage_account", "aws_iam_policy", "aws_security_group")

def main(path):
    plan = json.load(open(path))
    groups = collections.defaultdict(list)
    risky = []
    for rc in plan.get("resource_changes", []):
        acts = rc["change"]["actions"]
        key = "replace" if acts == ["delete", "create"] or acts == ["create", "delete"] else "/".join(acts)
        groups[key].append(rc["address"])
        if key in ("replace", "delete") and rc["type"].startswith(RISKY_TYPES):
            risky.append(f"{rc['address']} will be {key}d (stateful)")
        after = rc["change"].get("after") or {}
        if "0.0.0.0/0" in json.dumps(after):
            risky.append(f"{rc['address']} opens 0.0.0.0/0")
    for k in ("create", "update", "replace", "delete"):
        if groups.get(k):
            print(f"{k.upper()} ({len(groups[k])})")
            for a in groups[k]:
                print("  -", a)
    if risky:
        print("\nRISKS")
        for r in risky:
            print("  !", r)

if __name__ == "__main__":
    main(sys.argv[1])
