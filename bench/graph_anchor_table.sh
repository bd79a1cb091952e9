#!/usr/bin/env bash
# bench/graph_anchor_table.sh: issue 23's table in one call on one GPU: every row's nnlab epoch
# (nnlab-bench-gpu: median of the timed epochs after a warm-up one) against the PyTorch twin with
# the whole training step as one CUDA graph (bench/torch_graph_twin.py; channels-last + autocast
# for the 16-bit ResNets, as the anchor), rounds alternating between the two, the ratio and the goal.
# On the device tool (carry [".deps"]):
#   [BUILD=build-gpu] [ROUNDS=2] [EPOCHS=5] [ROWS="mlp lenet5 r34fp16 r34bf16 r34tf32 r18fp16"] bench/graph_anchor_table.sh
# BUILD: a tree already built with the benchmarks (scripts/gpu-check's build-gpu), else one is
# configured and built in /tmp/bgraph. NNLAB_CUDNN_LOG=1 in the environment keeps the
# convolution search's timings in the logs (/tmp/graph-logs). The summary goes to $OUT/table.txt.
set -uo pipefail
repo=$PWD
. "$repo/scripts/device-env" "$repo"  # Qt and oneDNN from .deps (the carry replaces it on every call)
OUT=${OUT:-/tmp/graph-out}; mkdir -p "$OUT"
log=/tmp/graph-logs; mkdir -p "$log"
b=${BUILD:-/tmp/bgraph}
if [[ ! -x $b/bench/nnlab-bench-gpu ]]; then
  cmake -S . -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_BUILD_TESTS=OFF -DNNLAB_WITH_CUDA=ON \
    -DCMAKE_PREFIX_PATH="$NNLAB_DEVICE_PREFIX" >"$log/cfg.log" 2>&1 || { tail -20 "$log/cfg.log"; exit 1; }
  cmake --build "$b" -j"$(nproc)" --target nnlab-bench-gpu nnlab_cuda_plugin >"$log/build.log" 2>&1 \
    || { grep -E "error|FAILED" "$log/build.log" | head; exit 1; }
fi
# row: nnlab config | torch config | goal ms
declare -A NN=([mlp]=mlp:64:fp32 [lenet5]=lenet5:64:fp32 [r34fp16]=resnet34:128:fp16 [r34bf16]=resnet34:128:bf16
               [r34tf32]=resnet34:128:tf32 [r18fp16]=resnet18:64:fp16)
declare -A PT=([mlp]=mlp:64:fp32 [lenet5]=lenet5:64:fp32 [r34fp16]=resnet34:128:fp16:cl [r34bf16]=resnet34:128:bf16:cl
               [r34tf32]=resnet34:128:tf32 [r18fp16]=resnet18:64:fp16:cl)
declare -A GOAL=([mlp]=45 [lenet5]=130 [r34fp16]=440 [r34bf16]=460 [r34tf32]=1100 [r18fp16]=545)
rows=${ROWS:-mlp lenet5 r34fp16 r34bf16 r34tf32 r18fp16}
nn_cfgs=$(for r in $rows; do printf '%s,' "${NN[$r]}"; done); nn_cfgs=${nn_cfgs%,}
pt_cfgs=$(for r in $rows; do printf '%s,' "${PT[$r]}"; done); pt_cfgs=${pt_cfgs%,}
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
{
  echo "# bench/graph_anchor_table.sh, $(date -u +%FT%TZ), commit $commit$(git diff --quiet 2>/dev/null || echo +changes)"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | head -1
  python3 -c "import torch; print('PyTorch', torch.__version__)"
} | tee "$OUT/table.txt"
for round in $(seq 1 "${ROUNDS:-2}"); do
  "$b/bench/nnlab-bench-gpu" --configs "$nn_cfgs" --epochs "${EPOCHS:-5}" --commit "$commit" \
    --json "$log/nnlab-$round.json" >"$log/nnlab-$round.log" 2>&1 || { tail -5 "$log/nnlab-$round.log"; exit 1; }
  python3 "$repo/bench/torch_graph_twin.py" "$pt_cfgs" --epochs "${EPOCHS:-5}" --json "$log/torch-$round.json" \
    >"$log/torch-$round.log" 2>&1 || { tail -5 "$log/torch-$round.log"; exit 1; }
done
goals=$(for r in $rows; do printf '%s=%s=%s ' "${NN[$r]}" "${PT[$r]}" "${GOAL[$r]}"; done)
python3 - "$log" "${ROUNDS:-2}" $goals <<'PY' | tee -a "$OUT/table.txt"
import json, statistics, sys
log, rounds, rows = sys.argv[1], int(sys.argv[2]), [a.split("=") for a in sys.argv[3:]]
nn, pt = {}, {}
for r in range(1, rounds + 1):
    for x in json.load(open(f"{log}/nnlab-{r}.json"))["results"]:
        nn.setdefault(x["config"], []).append(x["median_ms"])
    for x in json.load(open(f"{log}/torch-{r}.json"))["results"]:
        pt.setdefault(x["config"], []).append(x["median_ms"])
print(f"{'workload':24s} {'PyTorch graphs ms':>17s} {'nnlab ms':>9s} {'nnlab/PyTorch speed':>19s} {'goal ms':>8s}  met")
for n, p, goal in rows:
    a, b = statistics.median(pt[p]), statistics.median(nn[n])
    print(f"{n:24s} {a:17.1f} {b:9.1f} {a / b:18.2f}x {float(goal):8.0f}  {'yes' if b <= float(goal) else 'no'}"
          f"   (rounds: nnlab {', '.join(f'{v:.1f}' for v in nn[n])}; PyTorch {', '.join(f'{v:.1f}' for v in pt[p])})")
PY
