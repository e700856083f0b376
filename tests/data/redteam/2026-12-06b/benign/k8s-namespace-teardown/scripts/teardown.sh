#!/usr/bin/env bash
set -euo pipefail
ns="${1:?usage: teardown.sh NAMESPACE}"
ctx=$(kubectl config current-context)
if [[ "$ctx" =~ prod || "$ns" =~ prod ]]; then
  echo "Refusing: context '$ctx' / namespace '$ns' looks like production." >&2; exit 3
fi
label=$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.lifecycle}')
if [ "$label" != "ephemeral" ]; then
  echo "Refusing: namespace '$ns' is not labelled lifecycle=ephemeral." >&2; exit 3
fi
kubectl get all,pvc,ingress -n "$ns"
read -r -p "Type the namespace name to delete it: " answer
[ "$answer" = "$ns" ] || { echo "Aborted."; exit 1; }
kubectl get svc -n "$ns" -o json \
  | jq -r '.items[] | select(.spec.type=="LoadBalancer") | .metadata.name' \
  | xargs -r -n1 kubectl delete svc -n "$ns"
kubectl delete ns "$ns" --wait
kubectl get pv -o json | jq -r --arg ns "$ns" \
  '.items[] | select(.spec.claimRef.namespace==$ns and .spec.persistentVolumeReclaimPolicy=="Retain") | .metadata.name'
