#!/usr/bin/env bash
# bench/pipeline_cpu.sh (issue 24): model parallelism on the CPU — a wide MLP (784-1024x4-10, ReLU)
# and LeNet-5 on the bundled MNIST, split into two cpu-blas stages of one thread each, under every
# schedule and 1, 4, 8 micro-batches, against the unsplit model on one and on two threads.
# Prints, per run: the median training epoch (epochs 2..E), the measured bubble and the ideal
# (p - 1) / (m + p - 1), and each stage's busy share. The PyTorch twin: bench/torch_pipeline_twin.py.
#   [CLI=build/app/nnlab-cli] [EPOCHS=3] [BATCH=256] bench/pipeline_cpu.sh
set -euo pipefail
cli=${CLI:-build/app/nnlab-cli}
E=${EPOCHS:-3}
B=${BATCH:-256}
out=$(mktemp -d)
run() {  # name, model args..., then device args
  local name=$1; shift
  "$cli" train --dataset mnist --split 85,2,13 --epochs "$E" --batch "$B" --no-history -q --out "$out/$name.json" "$@" >/dev/null 2>"$out/$name.err" \
    || { echo "$name: failed: $(tail -1 "$out/$name.err")"; return; }
  python3 - "$out/$name.json" "$name" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
t = [e["train_seconds"] for e in r["epochs"][1:]] or [e["train_seconds"] for e in r["epochs"]]
p = r.get("pipeline")
line = f"{sys.argv[2]:<28} {1000 * statistics.median(t):8.1f} ms/epoch"
if p:
    busy = p["stage_busy_seconds"]; step = p["step_seconds"] or 1
    line += f"  bubble {100 * p['bubble']:5.1f} % (ideal {100 * p['ideal_bubble']:5.1f} %)  stages busy " + " / ".join(f"{100 * b / step:.0f} %" for b in busy)
    line += f"  stages " + ",".join(str(s + 1) for s in p["stage_starts"])
print(line)
PY
}
for model in mlp lenet5; do
  if [[ $model == mlp ]]; then M=(--layers 784,1024,1024,1024,1024,10 --activation relu); else M=(--model lenet5); fi
  echo "== $model, batch $B, $(nproc) cores"
  run "$model one device 1 thread" "${M[@]}" --device cpu-blas -j 1
  run "$model one device 2 threads" "${M[@]}" --device cpu-blas -j 2
  run "$model naive" "${M[@]}" --pipeline cpu-blas,cpu-blas -j 1 --pipeline-schedule naive
  for m in 4 8; do
    run "$model gpipe m=$m" "${M[@]}" --pipeline cpu-blas,cpu-blas -j 1 --pipeline-schedule gpipe --micro-batches $m
    run "$model 1f1b m=$m" "${M[@]}" --pipeline cpu-blas,cpu-blas -j 1 --pipeline-schedule 1f1b --micro-batches $m
  done
  run "$model gpipe m=4 by time" "${M[@]}" --pipeline cpu-blas,cpu-blas -j 1 --micro-batches 4 --balance time
done
rm -rf "$out"
