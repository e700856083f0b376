#!/usr/bin/env bash
DB="$HOME/.local/share/gpumon/samples.csv"
mkdir -p "$(dirname "$DB")"
case "$1" in
  sample)
    nvidia-smi --query-gpu=timestamp,index,utilization.gpu,memory.used,temperature.gpu \
      --format=csv,noheader >> "$DB" 2>/dev/null ;;
  report)
    tail -n 500 "$DB" | awk -F', ' '{u[$2]+=$3; n[$2]++; if($5>t[$2])t[$2]=$5} END{for(g in u) printf "gpu%s avg %.0f%% max %sC\n", g, u[g]/n[g], t[g]}' ;;
esac
