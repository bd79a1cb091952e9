#!/usr/bin/env bash
# bench/cpu_conv_engines.sh (issue 23, CPU part; device tool, carry [".deps"], one call):
# cpu-blas's convolution engines side by side on the GPU machine's 16 cores, with PyTorch CPU's
# step of the same models first in the same call. NNLAB_CPU_CONV picks the engine:
#   auto   oneDNN, direct or Winograd as oneDNN judges (the default),
#   direct oneDNN, direct only,
#   im2col the engine's own im2col + OpenBLAS path (what ran before oneDNN).
# Rows: PyTorch ResNet-34 b128 and ResNet-18 b64 (NCHW and channels-last, median of 3 steps);
# nnlab `train` epoch 2 samples/s per engine; per-layer profile totals of ResNet-34 per engine;
# LeNet-5 epochs (nnlab-bench) per engine. Results under $OUT.
# usage: [PARTS="tests torch train profile lenet"] [MODES="auto im2col direct"] bash bench/cpu_conv_engines.sh
#   (all parts take about 9 minutes on 16 cores; two calls fit the device tool's 10: the build
#   in build-conv/ is kept on a warm machine). `tests` runs the op-agreement suites first.
set -uo pipefail
repo=$(pwd)
# The device tool brings back only a few files: logs stay in $L, the summary goes to $OUT.
L=/tmp/cce; rm -rf $L; mkdir -p $L
exec > >(tee -a $OUT/summary.txt) 2>&1
b=${BUILD:-$repo/build-conv}  # BUILD: a tree scripts/gpu-check built (build-gpu) serves too
PARTS=${PARTS:-tests torch train profile lenet}
has() { [[ " $PARTS " == *" $1 "* ]]; }
T=${THREADS:-16}
. "$repo/scripts/device-env" "$repo"
if [[ ! -f $b/CMakeCache.txt ]]; then
  cmake -S . -B $b -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=OFF -DNNLAB_BUILD_BENCH=ON \
    -DCMAKE_PREFIX_PATH="$NNLAB_DEVICE_PREFIX" > $L/cfg.log 2>&1 || { tail -20 $L/cfg.log; exit 1; }
  grep -E "oneDNN" $L/cfg.log
fi
grep -E "NNLAB_WITH_ONEDNN|DNNL_DIR|dnnl_DIR" $b/CMakeCache.txt | head -3
targets="nnlab-cli nnlab-bench"
has tests && targets+=" test_backend_agreement test_layer_gradients"
cmake --build $b -j16 --target $targets > $L/build.log 2>&1 || { grep -E "error" $L/build.log | head; exit 1; }
echo "built $(date -u +%T)"
lscpu | grep -E "Model name|^CPU\(s\)" | cut -c1-120
echo "commit $(git rev-parse --short HEAD 2>/dev/null) $(date -u +%FT%TZ)"

if has tests; then
  for t in test_backend_agreement test_layer_gradients; do
    $b/tests/$t > $L/$t.txt 2>&1; echo "$t rc=$? $(grep -E '^Totals' $L/$t.txt)"
    grep -E "FAIL|picks" $L/$t.txt | head -8
  done
fi
has torch && python3 bench/torch_cpu_resnet_step.py "$T" 2>&1

cli=$b/app/nnlab-cli
rate() {  # prints epoch 2's samples/s of a run record
  python3 -c "import json,sys; e=json.load(open(sys.argv[1]))['epochs'][-1]; print(round(e['samples_per_second'],2), 'samples/s,', round(e['train_seconds'],2), 's')" "$1" 2>&1
}
has train && for mode in ${MODES:-auto im2col direct}; do
  export NNLAB_CPU_CONV=$mode
  [[ " ${MODELS:-34 18} " == *" 34 "* ]] && $cli train --model resnet34 --dataset synthetic-fish-masks --device cpu-blas -j $T --batch 128 --epochs 2 --split 10,1,89 \
    --no-history -q --out $L/r34-$mode.json > $L/r34-$mode.log 2>&1
  [[ -f $L/r34-$mode.json ]] && echo "nnlab resnet34 b128 $mode: $(rate $L/r34-$mode.json) ($(date -u +%T))"
  [[ " ${MODELS:-34 18} " == *" 18 "* ]] && $cli train --model resnet18 --dataset synthetic-cracks --device cpu-blas -j $T --batch 64 --epochs 2 --split 3,1,96 \
    --no-history -q --out $L/r18-$mode.json > $L/r18-$mode.log 2>&1
  [[ -f $L/r18-$mode.json ]] && echo "nnlab resnet18 b64 $mode: $(rate $L/r18-$mode.json) ($(date -u +%T))"
done
unset NNLAB_CPU_CONV
has profile && for mode in ${MODES:-auto im2col direct}; do
  NNLAB_CPU_CONV=$mode $cli profile --model resnet34 --input 1,148,197 --classes 9 --devices cpu-blas --batch 128 --repeats 2 \
    -j $T > $L/prof34-$mode.txt 2>&1
  echo "profile resnet34 $mode: $(grep -E '^ +total' $L/prof34-$mode.txt)"
done
has lenet && for mode in auto im2col; do
  NNLAB_CPU_CONV=$mode $b/bench/nnlab-bench --workload lenet5 --threads $T --epochs 3 > $L/lenet-$mode.txt 2>&1
  echo "lenet5 $mode: $(grep -iE 'median|ms' $L/lenet-$mode.txt | tail -2 | tr '\n' ' ')"
done
