#!/usr/bin/env bash
# bench/pipeline_gpu.sh (issue 24): model parallelism on GPUs, in one call on the device tool
# (carry [".deps"]; a 2- or 4-GPU kind): ResNet-34 (fish stand-in, batch 128, fp16) and a wide MLP
# (784-8192x4-10, ReLU, MNIST, batch 1024, fp16) on one GPU, then split over 2 (and 4) GPUs under
# the naive schedule, GPipe with 4 and 8 micro-batches and 1F1B with 8; a CPU + GPU split of
# LeNet-5 (cpu-blas, cuda:0) against each device alone. Prints per run the median training epoch
# (epochs 2..E), the measured bubble against the ideal (p - 1) / (m + p - 1), each stage's busy share,
# estimated training memory and the bytes moved a step; keeps the records (their timelines) in
# $OUT/pipeline-records/. With 4 GPUs also two replicas of a two-GPU pipeline (model x data parallel)
# beside 2 and 4 data-parallel replicas. The PyTorch twin: bench/torch_pipeline_gpu_twin.py (--replicas 2).
# MODELS=mpi: the same pipelines with a process per stage (mpirun -np 2, a stage each, activations and
# gradients as MPI messages through the host) beside the one-process pipeline: LeNet-5 on two cpu-blas
# stages and on cpu-blas + cuda:0, the wide MLP and ResNet-34 in tf32 on cuda:0 + cuda:1 (16-bit
# training across processes is refused).
#   [BUILD=build-gpu] [GPUS="2 4"] [EPOCHS=3] [MODELS="resnet34 mlp lenet mpi"] [ONLY=regex of run names] bench/pipeline_gpu.sh
export NCCL_NVLS_ENABLE=0
repo=$PWD
export LD_LIBRARY_PATH="$repo/.deps/device/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
OUT=${OUT:-/tmp/pipe-out}; mkdir -p "$OUT/pipeline-records"
log=/tmp/pipe-logs; mkdir -p "$log"
exec > >(tee -a "$OUT/pipeline-gpu.txt") 2>&1
b=${BUILD:-/tmp/bgpu}
# The bundled digits before the build is configured (it copies the datasets then).
[[ -d datasets/bundled/mnist || ! -f .deps/mnist-digits.tgz ]] || tar -xzf .deps/mnist-digits.tgz -C datasets/bundled
if [[ ! -x $b/app/nnlab-cli ]]; then
  cmake -S . -B $b -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=ON -DNNLAB_BUILD_BENCH=OFF \
    -DCMAKE_PREFIX_PATH="$repo/.deps/device/usr" >"$log/cfg.log" 2>&1 || { tail -20 "$log/cfg.log"; exit 1; }
  cmake --build $b -j"$(nproc)" --target nnlab-cli nnlab_cuda_plugin >"$log/build.log" 2>&1 || { grep -E "error|FAILED" "$log/build.log" | head; exit 1; }
fi
cli=$b/app/nnlab-cli
E=${EPOCHS:-3}
gpus=$(nvidia-smi -L | wc -l)
echo "== pipeline_gpu $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD 2>/dev/null) on $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1) x$gpus"
run() {  # name, then train args
  local name=$1; shift
  [[ -z ${ONLY:-} || $name =~ $ONLY ]] || return 0
  local file="$OUT/pipeline-records/${name// /_}.json"
  local launch=(${LAUNCH:-})  # e.g. mpirun ... -np 2
  "${launch[@]}" "$cli" train --split 85,2,13 --epochs "$E" --no-history -q --out "$file" "$@" >"$log/${name// /_}.log" 2>&1 \
    || { echo "$name: failed: $(tail -2 "$log/${name// /_}.log" | tr '\n' ' ')"; return; }
  python3 - "$file" "$name" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
t = [e["train_seconds"] for e in r["epochs"][1:]] or [e["train_seconds"] for e in r["epochs"]]
p = r.get("pipeline")
acc = r.get("test", {}).get("accuracy")
line = f"{sys.argv[2]:<30} {1000 * statistics.median(t):9.1f} ms/epoch"
if acc is not None: line += f"  test {100 * acc:5.1f} %"
line += f"  loss {r['epochs'][-1]['train_loss']:.6f}"
if p:
    busy = p["stage_busy_seconds"]; step = p["step_seconds"] or 1; steps = max(1, p["steps"])
    line += f"  bubble {100 * p['bubble']:5.1f} % (ideal {100 * p['ideal_bubble']:5.1f} %)  busy " + "/".join(f"{100 * b / step:.0f}" for b in busy) + " %"
    line += "  mem " + "/".join(f"{m / 2**30:.2f}" for m in p["stage_memory_bytes"]) + " GiB"
    line += f"  moved {p['bytes_moved'] / steps / 2**20:.1f} MiB/step  stages " + ",".join(str(s + 1) for s in p["stage_starts"])
print(line, flush=True)
PY
}
devs() { seq -s, -f 'cuda:%g' 0 $(($1 - 1)); }
for model in ${MODELS:-resnet34 mlp lenet}; do
  case $model in
    resnet34) M=(--model resnet34 --dataset synthetic-fish-masks --batch 128 --precision fp16) ;;
    mlp) M=(--layers 784,8192,8192,8192,8192,10 --activation relu --dataset mnist --batch 1024 --precision fp16) ;;
    lenet) M=(--model lenet5 --dataset mnist --batch 256) ;;
  esac
  echo "== $model"
  if [[ $model == mpi ]]; then
    command -v mpirun >/dev/null || { echo "mpi: no mpirun on this machine"; continue; }
    # (--bind-to none: by default Open MPI binds each of two ranks to one core, and a stage's threads would share it)
    mp="mpirun --allow-run-as-root --oversubscribe --bind-to none -np 2 -x LD_LIBRARY_PATH -x NCCL_NVLS_ENABLE"
    for spec in "lenet cpu-blas x2|--model lenet5 --dataset mnist --batch 256 -j 8 --pipeline cpu-blas,cpu-blas --stages 1,5" \
                "lenet cpu-blas+cuda:0|--model lenet5 --dataset mnist --batch 256 -j 8 --pipeline cpu-blas,cuda:0" \
                "mlp tf32 x2|--layers 784,8192,8192,8192,8192,10 --activation relu --dataset mnist --batch 1024 --precision tf32 --pipeline cuda:0,cuda:1" \
                "resnet34 tf32 x2|--model resnet34 --dataset synthetic-fish-masks --batch 128 --precision tf32 --pipeline cuda:0,cuda:1"; do
      [[ $gpus -ge $(grep -o cuda: <<<"${spec#*|}" | wc -l) ]] || continue
      read -r -a A <<<"${spec#*|}"
      for m in 1 4; do
        run "${spec%%|*} gpipe m=$m, one process" "${A[@]}" --micro-batches $m
        LAUNCH=$mp run "${spec%%|*} gpipe m=$m, 2 processes" "${A[@]}" --micro-batches $m
      done
    done
    continue
  fi
  if [[ $model == lenet ]]; then
    run "lenet cuda:0 alone" "${M[@]}" --device cuda:0
    run "lenet cpu-blas alone" "${M[@]}" --device cpu-blas
    for m in 1 4 8; do
      run "lenet cpu-blas+cuda:0 gpipe m=$m" "${M[@]}" --pipeline cpu-blas,cuda:0 --micro-batches $m
      run "lenet cuda:0+cpu-blas gpipe m=$m" "${M[@]}" --pipeline cuda:0,cpu-blas --micro-batches $m
    done
    # Two replicas of the CPU + GPU pipeline: the second's GPU stage on cuda:1.
    [[ $gpus -ge 2 ]] && run "lenet cpu-blas+cuda:0 gpipe m=4, 2 replicas" "${M[@]}" --device cpu-blas,cpu-blas \
      --pipeline cpu-blas,cuda:0 --micro-batches 4
    continue
  fi
  run "$model 1 GPU" "${M[@]}" --device cuda:0
  run "$model 1 GPU no graphs" "${M[@]}" --device cuda:0 --no-graphs
  if [[ $gpus -ge 4 ]]; then
    # Model x data parallel: two replicas of a two-GPU pipeline (the second on cuda:2, cuda:3), each
    # with its batch (per device), against the same four GPUs as four data-parallel replicas.
    run "$model dp x2" "${M[@]}" --device cuda:0,cuda:1
    run "$model dp x4" "${M[@]}" --device cuda:0,cuda:1,cuda:2,cuda:3
    run "$model x2 naive, 2 replicas" "${M[@]}" --device cuda:0,cuda:2 --pipeline cuda:0,cuda:1 --pipeline-schedule naive
    run "$model x2 gpipe m=4, 2 replicas" "${M[@]}" --device cuda:0,cuda:2 --pipeline cuda:0,cuda:1 --micro-batches 4
  fi
  for n in ${GPUS:-2 4}; do
    [[ $n -le $gpus ]] || continue
    run "$model x$n naive" "${M[@]}" --pipeline "$(devs $n)" --pipeline-schedule naive
    for m in 4 8; do run "$model x$n gpipe m=$m" "${M[@]}" --pipeline "$(devs $n)" --micro-batches $m; done
    run "$model x$n 1f1b m=8" "${M[@]}" --pipeline "$(devs $n)" --pipeline-schedule 1f1b --micro-batches 8
  done
done
