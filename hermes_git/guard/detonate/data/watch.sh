# hermes-git detonation: sourced at the end of the driver (bash 5, inside the sandbox only).
# Waits until every unit is done, the deadline passes (HG_SECONDS of wall time), or all that
# is left has been idle for HG_IDLE checks in a row: no CPU used (children's included) and
# nobody in a deliberate sleep (a server waiting for a client, a prompt waiting for input).
# Builtins only, but for sleep.
now() { local t=${EPOCHREALTIME/./}; echo $((10#$t / 1000)); }
deadline=$(( $(now) + HG_SECONDS * 1000 ))
last=-1 idle=0
while [ "$(now)" -lt "$deadline" ]; do
  sleep 0.1
  total=0 live=0 napping=0
  for stat in /proc/[0-9]*/stat; do
    pid=${stat#/proc/}
    pid=${pid%/stat}
    { [ "$pid" = 1 ] || [ "$pid" = "$$" ]; } && continue
    live=$((live + 1))
    [ "$live" -gt 64 ] && { napping=1; break; }  # many processes: busy, and cheap to say so
    read -r line < "$stat" 2>/dev/null || continue
    set -- ${line##*) }
    [ "$1" = Z ] && continue
    total=$((total + ${12} + ${13} + ${14} + ${15}))
    read -r wchan < "/proc/$pid/wchan" 2>/dev/null
    case "$wchan" in *nanosleep*) napping=1 ;; esac
  done
  [ "$live" -eq 0 ] && break
  if [ "$total" -eq "$last" ] && [ "$napping" -eq 0 ]; then idle=$((idle + 1)); else idle=0; fi
  last=$total
  [ "$idle" -ge "$HG_IDLE" ] && break
done
