#!/usr/bin/env bash
# bench/predict_validate.sh (issue 25): the what-if model against measured runs. Trains LeNet-5
# (bundled digits, batch 64) and ResNet-34 (fish stand-in, batch 128) on the devices named in
# DEVICES, in each precision of PRECISIONS where the device has it, into one history (each run
# stores its prediction), then prints `nnlab-cli predict --validate` over that history: predicted
# against measured training epoch per run and the median absolute error per device class.
# Runs on the GPU machine (device tool, carry [".deps"]) or here (DEVICES="cpu-blas cpu-reference").
#   [BUILD=dir] [DEVICES="cuda:0 cpu-blas"] [PRECISIONS="fp32 tf32 fp16"] [MODELS="lenet5 resnet34"]
#   [EPOCHS=3] [CPU_SPLIT=10,5,85] [HISTORY=file] bench/predict_validate.sh
# The CPU runs train on a part of the data (CPU_SPLIT), the GPU runs on 80 % of it; the prediction
# is for the samples each run saw. The history (and the validation as JSON) is copied to $OUT.
set -uo pipefail
export NCCL_NVLS_ENABLE=0
repo=$PWD
[[ -d .deps/device ]] && export LD_LIBRARY_PATH="$repo/.deps/device/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
out=${OUT:-/tmp/predict-validate}; mkdir -p "$out"
log=/tmp/predict-validate-logs; mkdir -p "$log"
b=${BUILD:-/tmp/bpv}
[[ -d datasets/bundled/mnist || ! -f .deps/mnist-digits.tgz ]] || tar -xzf .deps/mnist-digits.tgz -C datasets/bundled
if [[ ! -x $b/app/nnlab-cli ]]; then
  cuda=OFF; command -v nvcc >/dev/null && cuda=ON
  cmake -S . -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=$cuda -DNNLAB_BUILD_BENCH=OFF \
    -DNNLAB_BUILD_TESTS=OFF -DCMAKE_PREFIX_PATH="$repo/.deps/device/usr" >"$log/cfg.log" 2>&1 || { tail -20 "$log/cfg.log"; exit 1; }
  targets=(nnlab-cli); [[ $cuda == ON ]] && targets+=(nnlab_cuda_plugin)
  cmake --build "$b" -j"$(nproc)" --target "${targets[@]}" >"$log/build.log" 2>&1 || { grep -E "error|FAILED" "$log/build.log" | head; exit 1; }
fi
cli=$b/app/nnlab-cli
H=${HISTORY:-$out/predict-history.sqlite}
E=${EPOCHS:-3}
echo "== predict_validate $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD 2>/dev/null) on $(hostname), $(nproc) cores"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name --format=csv,noheader | head -1
# This machine's measured figures (the CPU runs are predicted from them).
"$cli" hw bench --quick --history "$H" >"$log/hwbench.log" 2>&1 || echo "hw bench failed: $(tail -2 "$log/hwbench.log")"
for dev in ${DEVICES:-cuda:0}; do
  for model in ${MODELS:-lenet5 resnet34}; do
    case $model in
      lenet5) M=(--model lenet5 --dataset mnist-bundled --batch 64) ;;
      resnet34) M=(--model resnet34 --dataset synthetic-fish-masks --batch 128) ;;
    esac
    if [[ $dev == cuda* ]]; then precisions=${PRECISIONS:-fp32 tf32 fp16}; split=80,10,10; else precisions=fp32; split=${CPU_SPLIT:-10,5,85}; fi
    for p in $precisions; do
      name="$model $dev $p"
      if "$cli" train "${M[@]}" --device "$dev" --precision "$p" --split "$split" --epochs "$E" --history "$H" -q \
        >"$log/${name// /_}.log" 2>&1; then
        echo "trained: $name"
      else
        echo "$name: failed: $(tail -2 "$log/${name// /_}.log" | tr '\n' ' ')"
      fi
    done
  done
done
"$cli" predict --validate --history "$H" --out "$out/predict-validate.json"
