#!/bin/sh
state="$HOME/.local/state/healthmon"; mkdir -p "$state"
targets="$HOME/.config/healthmon/targets"
[ -f "$targets" ] || exit 0
printf '[' > "$state/status.tmp"; sep=""
while read -r t; do
  case "$t" in
    unit:*) systemctl --user is-active --quiet "${t#unit:}" && s=up || s=down ;;
    *) code=$(curl -s -o /dev/null -m 10 -w '%{http_code}' "$t"); [ "$code" -lt 400 ] 2>/dev/null && s=up || s=down ;;
  esac
  printf '%s{"target":"%s","status":"%s","ts":%s}' "$sep" "$t" "$s" "$(date +%s)" >> "$state/status.tmp"; sep=","
done < "$targets"
printf ']\n' >> "$state/status.tmp" && mv "$state/status.tmp" "$state/status.json"
