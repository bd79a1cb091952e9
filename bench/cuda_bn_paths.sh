#!/usr/bin/env bash
# bench/cuda_bn_paths.sh (issue 23): the channels-last batch-norm paths of the cuda backend in
# one call on one GPU, rounds alternating: cuDNN's semi-persistent kernels with the residual
# block's addition and ReLU fused (NNLAB_CUDA_BN=cudnn), without that fusion (plain), and the
# engine's own kernels (own), nnlab-bench-gpu epochs (median of the timed epochs after a
# warm-up one) of the ResNet rows. On the device tool (carry [".deps"]), after a build:
#   BUILD=build-gpu [ROUNDS=3] [EPOCHS=3] [CONFIGS=resnet34:128:fp16,resnet18:64:fp16] bench/cuda_bn_paths.sh
set -uo pipefail
repo=$PWD
. "$repo/scripts/device-env" "$repo"
OUT=${OUT:-/tmp/bn-out}; mkdir -p "$OUT"
log=/tmp/bn-logs; mkdir -p "$log"
b=${BUILD:-build-gpu}
configs=${CONFIGS:-resnet34:128:fp16,resnet18:64:fp16}
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
echo "# bench/cuda_bn_paths.sh $(date -u +%FT%TZ) commit $commit; $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)" | tee "$OUT/bn-paths.txt"
for round in $(seq 1 "${ROUNDS:-3}"); do
  for path in cudnn plain own; do
    export NNLAB_CUDA_BN=$path
    "$b/bench/nnlab-bench-gpu" --configs "$configs" --epochs "${EPOCHS:-3}" --commit "$commit" \
      --json "$log/$path-$round.json" >"$log/$path-$round.log" 2>&1 || { tail -5 "$log/$path-$round.log"; exit 1; }
  done
done
unset NNLAB_CUDA_BN
python3 - "$log" "${ROUNDS:-3}" <<'PY' | tee -a "$OUT/bn-paths.txt"
import json, statistics, sys
log, rounds = sys.argv[1], int(sys.argv[2])
ms = {}
for r in range(1, rounds + 1):
    for path in ("cudnn", "plain", "own"):
        for x in json.load(open(f"{log}/{path}-{r}.json"))["results"]:
            ms.setdefault((x["config"], path), []).append(x["median_ms"])
for cfg in sorted({c for c, _ in ms}):
    m = {p: statistics.median(ms[(cfg, p)]) for p in ("cudnn", "plain", "own")}
    print(f"{cfg:22s} cuDNN fused {m['cudnn']:7.1f} ms  cuDNN plain {m['plain']:7.1f}  own {m['own']:7.1f}  "
          f"own/fused {m['own'] / m['cudnn']:.3f}  (rounds: " +
          "; ".join(f"{p} {', '.join(f'{v:.1f}' for v in ms[(cfg, p)])}" for p in ("cudnn", "plain", "own")) + ")")
PY
