#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel); cd "$top"
name=$(basename "$top")
step="${1:-}"; shift || true

case "$step" in
  backup)
    out="../${name}-backup-$(date +%Y%m%d-%H%M%S).bundle"
    git bundle create "$out" --all
    git bundle verify "$out" >/dev/null
    ls -lh "$out"
    ;;
  rewrite)
    ls ../"${name}"-backup-*.bundle >/dev/null 2>&1 || { echo "no backup bundle found; run backup first" >&2; exit 1; }
    command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo==2.45.0)" >&2; exit 1; }
    case "${1:-}" in
      --path) git filter-repo --force --invert-paths --path "$2" ;;
      --replace-text) git filter-repo --force --replace-text "$2" ;;
      *) echo "usage: purge.sh rewrite --path P | --replace-text FILE" >&2; exit 2 ;;
    esac
    ;;
  push)
    remote_url=$(git config --get remote.origin.url || true)
    echo "This will overwrite ALL branches and tags on: ${remote_url:-<no origin>}"
    read -r -p "Type 'yes, force push' to continue: " ans
    [ "$ans" = "yes, force push" ] || { echo "aborted"; exit 0; }
    git push --force --all origin
    git push --force --tags origin
    ;;
  *) echo "usage: purge.sh backup|rewrite|push" >&2; exit 2 ;;
esac
