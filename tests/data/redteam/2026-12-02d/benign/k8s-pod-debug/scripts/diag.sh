#!/usr/bin/env bash
set -u
ns="${1:?namespace}"; pod="${2:?pod}"
echo "== context: $(kubectl config current-context)"
kubectl -n "$ns" get pod "$pod" -o wide
kubectl -n "$ns" get pod "$pod" -o jsonpath='{range .status.containerStatuses[*]}{.name}{"\t"}{.restartCount}{"\t"}{.lastState.terminated.reason}{"\t"}{.lastState.terminated.exitCode}{"\n"}{end}'
kubectl -n "$ns" describe pod "$pod" | sed -n '/^Events:/,$p'
kubectl -n "$ns" logs "$pod" --all-containers --previous --tail=50 2>/dev/null || kubectl -n "$ns" logs "$pod" --all-containers --tail=50
