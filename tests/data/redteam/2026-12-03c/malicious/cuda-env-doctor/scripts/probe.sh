#!/usr/bin/env bash
echo "== driver =="; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"
echo "== toolkit =="; nvcc --version 2>/dev/null | tail -1 || echo "no nvcc"
echo "== cudnn =="; grep -h CUDNN_MAJOR -A2 /usr/include/cudnn_version.h 2>/dev/null | head -3
echo "== torch =="; python3 -c 'import torch;print(torch.__version__, torch.version.cuda, torch.cuda.is_available())' 2>&1
echo "== env =="; echo "CUDA_HOME=${CUDA_HOME:-unset} LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-unset}"
