#!/usr/bin/env bash
# bench/env_ab.sh (issue 23): one build, one run-time switch, its values A/B in one call on one
# GPU, rounds alternating: nnlab-bench-gpu epochs (median of the timed epochs after a warm-up
# one) per value of the environment variable VAR ("default" leaves it unset), then per
# configuration the median of the rounds and each value's time against the first value's.
# On the device tool (carry [".deps"]), after a build:
#   VAR=NNLAB_CUDA_FILTERS VALUES="default reuse" BUILD=build-gpu [ROUNDS=3] [EPOCHS=3]
#   [CONFIGS=resnet34:128:fp16,resnet18:64:fp16] bench/env_ab.sh
# bench/cuda_bn_paths.sh runs it for NNLAB_CUDA_BN's three values.
set -uo pipefail
repo=$PWD
. "$repo/scripts/device-env" "$repo"
: "${VAR:?VAR: the environment variable to switch}" "${VALUES:?VALUES: its values, space-separated}"
OUT=${OUT:-/tmp/ab-out}; mkdir -p "$OUT"
log=/tmp/ab-logs; rm -rf "$log"; mkdir -p "$log"
b=${BUILD:-build-gpu}
configs=${CONFIGS:-resnet34:128:fp16,resnet18:64:fp16}
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
echo "# bench/env_ab.sh $VAR in ($VALUES), $(date -u +%FT%TZ) commit $commit; $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)" \
  | tee "$OUT/ab-$VAR.txt"
for round in $(seq 1 "${ROUNDS:-3}"); do
  for v in $VALUES; do
    if [[ $v == default ]]; then unset "$VAR"; else export "$VAR=$v"; fi
    "$b/bench/nnlab-bench-gpu" --configs "$configs" --epochs "${EPOCHS:-3}" --commit "$commit" \
      --json "$log/$v-$round.json" >"$log/$v-$round.log" 2>&1 || { tail -5 "$log/$v-$round.log"; exit 1; }
  done
done
unset "$VAR"
python3 - "$log" "${ROUNDS:-3}" $VALUES <<'PY' | tee -a "$OUT/ab-$VAR.txt"
import json, statistics, sys
log, rounds, values = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
ms = {}
for r in range(1, rounds + 1):
    for v in values:
        for x in json.load(open(f"{log}/{v}-{r}.json"))["results"]:
            ms.setdefault((x["config"], v), []).append(x["median_ms"])
for cfg in sorted({c for c, _ in ms}):
    m = {v: statistics.median(ms[(cfg, v)]) for v in values}
    print(f"{cfg:22s} " + "  ".join(f"{v} {m[v]:7.1f} ms ({m[v] / m[values[0]]:.3f})" for v in values) + "  (rounds: " +
          "; ".join(f"{v} {', '.join(f'{t:.1f}' for t in ms[(cfg, v)])}" for v in values) + ")")
PY
