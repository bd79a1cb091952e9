#!/usr/bin/env bash
# bench/cpu_resnet_layers.sh (issue 23, CPU part; device tool, carry [".deps"]): where a ResNet step of cpu-blas goes on 16 threads (per-layer profile), two short training runs, and PyTorch CPU's step of the same models in the same call.
b=/tmp/bcpu
# oneDNN (cpu-blas's convolutions) comes packed in .deps/device-debs, as for scripts/gpu-check.
. scripts/device-env "$PWD"
cmake -S . -B $b -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=OFF -DNNLAB_BUILD_BENCH=OFF \
  -DCMAKE_PREFIX_PATH="$NNLAB_DEVICE_PREFIX" > /tmp/cfg.log 2>&1 || { tail -20 /tmp/cfg.log; exit 1; }
cmake --build $b -j16 --target nnlab-cli > /tmp/b.log 2>&1 || { grep -E "error" /tmp/b.log | head; exit 1; }
lscpu | grep -E "Model name|^CPU\(s\)|Flags" | cut -c1-200
$b/app/nnlab-cli profile --model resnet34 --input 1,148,197 --classes 9 --devices cpu-blas --batch 128 --repeats 2 -j 16 > $OUT/prof34.txt 2>&1
$b/app/nnlab-cli profile --model resnet18 --input 1,227,227 --classes 2 --devices cpu-blas --batch 64 --repeats 2 -j 16 > $OUT/prof18.txt 2>&1
tail -12 $OUT/prof34.txt; tail -12 $OUT/prof18.txt
python3 bench/torch_cpu_resnet_step.py 16 2>&1
# (the training runs last: about 5 minutes together, past the device tool's 10 with the build)
$b/app/nnlab-cli train --model resnet34 --dataset synthetic-fish-masks --device cpu-blas -j 16 --batch 128 --epochs 2 --split 20,1,79 --no-history -q --out $OUT/r34.json 2>&1 | tail -3
$b/app/nnlab-cli train --model resnet18 --dataset synthetic-cracks --device cpu-blas -j 16 --batch 64 --epochs 2 --split 10,1,89 --no-history -q --out $OUT/r18.json 2>&1 | tail -3
python3 - "$OUT" <<'PY'
import json, sys
for f in ("r34.json", "r18.json"):
    try:
        r = json.load(open(sys.argv[1] + "/" + f))
        e = r["epochs"][-1]
        print(f, "nnlab cpu-blas epoch 2:", round(e["samples_per_second"], 2), "samples/s", round(e["train_seconds"], 2), "s")
    except Exception as ex:
        print(f, "no record:", ex)
PY
