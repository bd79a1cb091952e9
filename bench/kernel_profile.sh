#!/usr/bin/env bash
# kernel_profile.sh: where one training step's GPU time goes, kernel by kernel (issue 23). Runs
# Nsight Compute over one NVTX-marked step of nnlab-bench-gpu --kernels (each op named) and of its
# PyTorch twin (torch_kernel_twin.py, the same model, channels-last, autocast), with the kernel
# time and DRAM bytes of each kernel, then kernel_summary.py groups them by kind and by op against
# the memory floor (ncu's NVTX column names each kernel's op). The clocks are left alone
# (--clock-control none, METHOD.md). NNLAB_ONLY=1 skips the PyTorch twin.
#   bench/kernel_profile.sh BUILD_DIR OUT_DIR [CONFIG ...]   (default resnet34:128:fp16)
set -uo pipefail
build=${1:?build dir}; out=${2:?out dir}; shift 2
configs=("$@"); [[ ${#configs[@]} -gt 0 ]] || configs=(resnet34:128:fp16)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
[[ -x "$ncu" ]] || { echo "kernel_profile: no ncu (Nsight Compute) on this machine"; exit 2; }
mkdir -p "$out"
metrics=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
common=(--clock-control none --nvtx --csv --page raw --print-units base)
for c in "${configs[@]}"; do
  tag=${c//:/-}
  echo "== $c: nnlab ($(date -u +%T))"
  "$ncu" "${common[@]}" --nvtx-include "nnlab-step" --metrics "$metrics" \
    "$build/bench/nnlab-bench-gpu" --kernels "$c" > "$out/nnlab-$tag.csv" 2> "$out/nnlab-$tag.err"
  python3 "$here/kernel_summary.py" "$out/nnlab-$tag.csv" --title "nnlab $c" | tee "$out/nnlab-$tag.txt"
  [[ -n "${NNLAB_ONLY:-}" ]] && continue
  echo "== $c: PyTorch ($(date -u +%T))"
  "$ncu" "${common[@]}" --nvtx-include "torch-step" --metrics "$metrics" \
    python3 "$here/torch_kernel_twin.py" "$c" > "$out/torch-$tag.csv" 2> "$out/torch-$tag.err"
  python3 "$here/kernel_summary.py" "$out/torch-$tag.csv" --title "PyTorch $c" | tee "$out/torch-$tag.txt"
done
