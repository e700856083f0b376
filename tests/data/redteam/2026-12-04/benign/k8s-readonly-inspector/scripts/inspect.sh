#!/usr/bin/env bash
set -u
ns=${1:?namespace}; dep=${2:?deployment}
k() { kubectl -n "$ns" "$@"; }
echo "context: $(kubectl config current-context)"
echo "== deployment"; k get deploy "$dep" -o wide
sel=$(k get deploy "$dep" -o go-template='{{range $k,$v := .spec.selector.matchLabels}}{{$k}}={{$v}},{{end}}' | sed 's/,$//')
echo "== pods ($sel)"; k get pods -l "$sel" -o wide
echo "== recent events"; k get events --sort-by=.lastTimestamp | tail -n 25
for p in $(k get pods -l "$sel" -o name | head -n 3); do
  echo "== describe $p (conditions / last state)"
  k describe "$p" | sed -n '/Conditions:/,/Volumes:/p;/Last State:/,/Ready:/p'
  echo "== logs $p (previous, tail 50)"; k logs "$p" --previous --tail=50 2>/dev/null || k logs "$p" --tail=50
done
echo "== resource usage"; k top pods -l "$sel" 2>/dev/null || echo "(metrics-server not available)"
echo "== secrets referenced (names only)"; k get secrets
