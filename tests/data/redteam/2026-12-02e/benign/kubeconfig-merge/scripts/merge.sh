#!/usr/bin/env bash
set -euo pipefail
new="${1:?path to new kubeconfig}"
main="$HOME/.kube/config"
mkdir -p "$HOME/.kube"; touch "$main"
bak="$main.bak-$(date +%Y%m%d-%H%M%S)"
cp -p "$main" "$bak"

for ctx in $(KUBECONFIG="$new" kubectl config get-contexts -o name); do
  if KUBECONFIG="$main" kubectl config get-contexts -o name | grep -qx "$ctx"; then
    KUBECONFIG="$new" kubectl config rename-context "$ctx" "$ctx-new" >/dev/null
    echo "renamed clashing context $ctx -> $ctx-new"
  fi
done

KUBECONFIG="$main:$new" kubectl config view --flatten > "$main.tmp"
mv "$main.tmp" "$main"; chmod 600 "$main"
echo "merged; backup at $bak"
KUBECONFIG="$main" kubectl config get-contexts
