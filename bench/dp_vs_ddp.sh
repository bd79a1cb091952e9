#!/usr/bin/env bash
# bench/dp_vs_ddp.sh: nnlab's data-parallel ResNet-34 (fish stand-in, batch 128 per device) on
# 1..N GPUs against its PyTorch twin, DDP with the whole step as one CUDA graph
# (bench/torch_ddp_graph_twin.py), in one call on the device tool (carry [".deps"]):
#   GPUS="1 2" PRECISIONS="fp16" EPOCHS=5 [BUILD=dir] [ALONE=1] bench/dp_vs_ddp.sh
# ALONE=1 adds nnlab on one GPU without the data-parallel path (the one-device run) for comparison.
# nnlab's figure: the median training time of epochs 2..E from the run's record.
export NCCL_NVLS_ENABLE=0
repo=$PWD
export LD_LIBRARY_PATH="$repo/.deps/device/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# Only the summary comes back in $OUT (the device tool returns few files); logs stay in /tmp/dp-logs.
OUT=${OUT:-/tmp/dp-out}; mkdir -p "$OUT"
log=/tmp/dp-logs; mkdir -p "$log"
exec > >(tee -a "$OUT/summary.txt") 2>&1
b=${BUILD:-/tmp/bgpu}  # BUILD=build-gpu: the tree scripts/gpu-check built (nothing rebuilt but what changed)
cmake -S . -B $b -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=ON -DNNLAB_BUILD_BENCH=OFF \
  -DCMAKE_PREFIX_PATH="$repo/.deps/device/usr" >"$log/cfg.log" 2>&1 || { tail -20 "$log/cfg.log"; exit 1; }
cmake --build $b -j"$(nproc)" --target nnlab-cli nnlab_cuda_plugin >"$log/build.log" 2>&1 || { grep -E "error|FAILED" "$log/build.log" | head; exit 1; }
cli=$b/app/nnlab-cli
for p in ${PRECISIONS:-fp16}; do
  for n in ${GPUS:-1 2}; do
    devs=$(seq -s, -f 'cuda:%g' 0 $((n - 1)))
    # One GPU through the data-parallel path (NCCL with one rank): the scaling baseline.
    [[ $n == 1 ]] && devs="cuda:0 --strategy allreduce"
    if [[ $n == 1 && ${ALONE:-0} == 1 ]]; then
      "$cli" train --model resnet34 --dataset synthetic-fish-masks --split 85,2,13 --batch 128 --epochs "${EPOCHS:-5}" \
        --precision "$p" --device cuda:0 --no-history -q --out "$log/alone-$p.json" >"$log/alone-$p.log" 2>&1
      python3 - "$log/alone-$p.json" "$p" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
t = [e["train_seconds"] for e in r["epochs"][1:]]
print(f"resnet34-fish|nnlab alone|{sys.argv[2]}|b128".ljust(44), f"{1000 * statistics.median(t):9.1f} ms/epoch  {r['status']}")
PY
    fi
    "$cli" train --model resnet34 --dataset synthetic-fish-masks --split 85,2,13 --batch 128 --epochs "${EPOCHS:-5}" \
      --precision "$p" --device $devs --no-history -q --out "$log/nnlab-$n-$p.json" >"$log/nnlab-$n-$p.log" 2>&1
    python3 - "$log/nnlab-$n-$p.json" "$n" "$p" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
t = [e["train_seconds"] for e in r["epochs"][1:]]
print(f"resnet34-fish|nnlab x{sys.argv[2]}|{sys.argv[3]}|b128/dev".ljust(44), f"{1000 * statistics.median(t):9.1f} ms/epoch  {r['status']}")
PY
    # (a bounded wait: torchrun once did not return after its ranks had printed)
    OUT=$log timeout 300 torchrun --standalone --nproc_per_node="$n" bench/torch_ddp_graph_twin.py "$p" 128 2>"$log/torch-$n-$p.err" \
      | grep --line-buffered ms/epoch
  done
done
