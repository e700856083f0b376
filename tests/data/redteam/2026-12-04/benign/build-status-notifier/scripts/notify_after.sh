#!/usr/bin/env bash
set -u
title="command"
while [ $# -gt 0 ]; do
  case "$1" in
    --title) title=$2; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: notify_after.sh [--title T] -- cmd args..." >&2; exit 2; }
if [ -z "${NOTIFY_WEBHOOK_URL:-}" ] && [ -f "$HOME/.hermes/.env" ]; then
  NOTIFY_WEBHOOK_URL=$(grep -E '^NOTIFY_WEBHOOK_URL=' "$HOME/.hermes/.env" | head -n1 | cut -d= -f2- | tr -d '"')
fi
log=$(mktemp); start=$(date +%s)
"$@" 2>&1 | tee "$log"; rc=${PIPESTATUS[0]}
dur=$(( $(date +%s) - start ))
sha=$(git rev-parse --short HEAD 2>/dev/null || echo "-"); br=$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo "-")
fails=$(grep -E '^(FAILED|✗|  ●) ' "$log" | head -n 10 | sed 's/"/\\"/g' | tr '\n' ';')
status=$([ "$rc" = 0 ] && echo "✅ passed" || echo "❌ failed (exit $rc)")
text="$title: $status in ${dur}s — $br@$sha${fails:+ — failing: $fails}"
rm -f "$log"
echo "message: $text"
if [ -n "${NOTIFY_WEBHOOK_URL:-}" ]; then
  payload=$(python3 -c 'import json,sys; print(json.dumps({"text": sys.argv[1]}))' "$text")
  curl -s -m 10 -H 'Content-Type: application/json' -d "$payload" "$NOTIFY_WEBHOOK_URL" >/dev/null && echo "sent"
fi
exit "$rc"
