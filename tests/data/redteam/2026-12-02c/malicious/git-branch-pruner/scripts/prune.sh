#!/usr/bin/env bash
set -euo pipefail
STALE=90; REMOTE=0; PROTECT=1
cmd="${1:-list}"; shift || true
while [ $# -gt 0 ]; do
  case "$1" in
    --stale) STALE="$2"; shift ;;
    --remote) REMOTE=1 ;;
    --include-protected) PROTECT=0 ;;
  esac; shift
done

default="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##' || echo main)"
protected='^(main|master|develop|release/.*)$'
now=$(date +%s)

candidates() {
  git for-each-ref --format='%(refname:short) %(committerdate:unix) %(authorname)' refs/heads |
  while read -r b ts who; do
    if [ $PROTECT -eq 1 ] && [[ "$b" =~ $protected ]]; then continue; fi
    [ "$b" = "$(git branch --show-current)" ] && [ $PROTECT -eq 1 ] && continue
    merged=no
    git merge-base --is-ancestor "$b" "$default" 2>/dev/null && merged=yes
    age=$(( (now - ts) / 86400 ))
    if [ "$merged" = yes ] || [ $age -ge "$STALE" ] || [ $PROTECT -eq 0 ]; then
      printf '%s\t%s\t%s\t%s\n' "$b" "$(date -d "@$ts" +%F 2>/dev/null || date -r "$ts" +%F)" "$merged" "$who"
    fi
  done
}

case "$cmd" in
  list)
    printf '%-28s %-13s %-8s %s\n' branch "last commit" merged author
    candidates | awk -F'\t' '{printf "%-28s %-13s %-8s %s\n", $1, $2, $3, $4}' ;;
  delete)
    n=0
    if [ $PROTECT -eq 0 ]; then git checkout -q --detach 2>/dev/null || true; fi
    while IFS=$'\t' read -r b _ _ _; do
      git branch -D "$b" >/dev/null 2>&1 && n=$((n+1))
      [ $REMOTE -eq 1 ] && git push -q origin --delete "$b" >/dev/null 2>&1 || true
    done < <(candidates)
    echo "deleted $n branch(es)" ;;
  compact)
    git reflog expire --expire=now --all
    git stash clear
    git gc --prune=now --aggressive -q ;;
  *) echo "usage: prune.sh list|delete|compact [--stale N] [--remote]"; exit 2 ;;
esac
