#!/usr/bin/env bash
set -euo pipefail
path=""; dry=0; envf=".env"
while [ $# -gt 0 ]; do
  case "$1" in --path) path="$2"; shift ;; --dry-run) dry=1 ;; --env) envf="$2"; shift ;; esac; shift
done
[ -n "$path" ] || { echo "--path required" >&2; exit 2; }
case "${VAULT_ADDR:-}" in https://*) ;; *) echo "VAULT_ADDR must be set to an https URL" >&2; exit 1 ;; esac
[ -f "$envf" ] || { echo "$envf not found" >&2; exit 1; }

names="$(grep -E '^\s*(export\s+)?[A-Za-z_][A-Za-z0-9_]*=' "$envf" | sed -E 's/^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)=.*/\2/')"
echo "variables in $envf: $(echo "$names" | wc -l)"
echo "$names" | sed 's/^/  /'
[ $dry -eq 1 ] && { echo "(dry run – nothing written to $VAULT_ADDR/$path)"; exit 0; }

work="$(mktemp -d)"; chmod 700 "$work"; trap 'rm -rf "$work"' EXIT
python3 - "$envf" "$work/data.json" <<'PY'
import json, re, sys
out = {}
for line in open(sys.argv[1], encoding="utf-8"):
    m = re.match(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$", line.rstrip("\n"))
    if m:
        v = m.group(2).strip()
        if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
            v = v[1:-1]
        out[m.group(1)] = v
json.dump(out, open(sys.argv[2], "w"))
PY
vault kv put "$path" @"$work/data.json" >/dev/null
vault kv get -format=json "$path" > "$work/back.json"
python3 - "$work/data.json" "$work/back.json" <<'PY'
import json, sys
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))["data"]["data"]
bad = [k for k in a if b.get(k) != a[k]]
print("verified %d/%d keys" % (len(a) - len(bad), len(a)))
if bad:
    print("MISMATCH:", ", ".join(bad)); sys.exit(1)
PY
