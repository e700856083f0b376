# hermes-git detonation: sourced at the end of the driver (bash 5, inside the sandbox only).
# Waits until every chain is done and nothing they started runs any more, or the deadline
# passes (HG_SECONDS of wall time). When all
# that runs of the units has been idle for HG_IDLE checks in a row (no CPU used, children's
# included, and nobody in a deliberate sleep: a server waiting for a client, a prompt waiting
# for input), those processes are stopped and each chain goes on with its next unit. The
# chains' own shells and the stand-in registry (HG_CHAINS, HG_KEEP) are left alone.
# Builtins only, but for sleep.
now() { local t=${EPOCHREALTIME/./}; echo $((10#$t / 1000)); }
deadline=$(( $(now) + HG_SECONDS * 1000 ))
keep=" 1 $$ $HG_KEEP $HG_CHAINS "
last=-1 idle=0
while [ "$(now)" -lt "$deadline" ]; do
  sleep 0.1
  running=0
  for chain in $HG_CHAINS; do kill -0 "$chain" 2>/dev/null && running=1; done
  total=0 live=0 napping=0 pids=
  for stat in /proc/[0-9]*/stat; do
    pid=${stat#/proc/}
    pid=${pid%/stat}
    case "$keep" in *" $pid "*) continue ;; esac
    live=$((live + 1))
    [ "$live" -gt 64 ] && { napping=1; break; }  # many processes: busy, and cheap to say so
    read -r line < "$stat" 2>/dev/null || continue
    set -- ${line##*) }
    [ "$1" = Z ] && continue
    pids="$pids $pid"
    total=$((total + ${12} + ${13} + ${14} + ${15}))
    read -r wchan < "/proc/$pid/wchan" 2>/dev/null
    case "$wchan" in *nanosleep*) napping=1 ;; esac
  done
  [ "$running" -eq 0 ] && [ "$live" -eq 0 ] && break
  if [ "$total" -eq "$last" ] && [ "$napping" -eq 0 ]; then idle=$((idle + 1)); else idle=0; fi
  last=$total
  if [ "$idle" -ge "$HG_IDLE" ] && [ -n "$pids" ]; then
    kill -9 $pids 2>/dev/null  # idle: a server or a prompt; the chains go on
    idle=0 last=-1
  fi
done
