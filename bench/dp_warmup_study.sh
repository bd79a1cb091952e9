#!/usr/bin/env bash
# bench/dp_warmup_study.sh (issue 22, docs/BENCHMARKS.md "Several GPUs"): run through the device tool on a 4-GPU kind with carry [".deps"]. Warm-up and lr scaling for per-device batches: ResNet-34 fp16, 10 epochs, 1/2/4 GPUs (threads) + 4 ranks mpirun
export NCCL_NVLS_ENABLE=0
repo=$PWD
export LD_LIBRARY_PATH="$repo/.deps/device/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
b=/tmp/bgpu
t0=$(date +%s)
cmake -S . -B $b -G Ninja -DCMAKE_BUILD_TYPE=Release -DNNLAB_BUILD_APP=OFF -DNNLAB_WITH_CUDA=ON -DNNLAB_BUILD_BENCH=OFF -DCMAKE_PREFIX_PATH="$repo/.deps/device/usr" > $OUT/cfg.log 2>&1 || { tail -20 $OUT/cfg.log; exit 1; }
cmake --build $b -j64 --target nnlab-cli nnlab_cuda_plugin > $OUT/build.log 2>&1 || { grep -E "error|FAILED" $OUT/build.log | head -20; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
cli=$b/app/nnlab-cli
E=${EPOCHS:-10}
D="--model resnet34 --dataset synthetic-fish-masks --split 85,2,13 --batch 128 --epochs $E --no-history -q --precision fp16"
ONLY=${ONLY:-}  # e.g. ONLY="g1 g4": only these runs
run() { n=$1; shift; if [[ -n $ONLY && " $ONLY " != *" $n "* ]]; then return; fi; t=$(date +%s); "$@" --out $OUT/r-$n.json > $OUT/r-$n.log 2>&1; echo "$n rc=$? $(( $(date +%s) - t )) s: $(grep -E 'warning|data parallel|diverged' $OUT/r-$n.log | tr '\n' ' ' | cut -c1-300)"; }
run g1 $cli train $D --device cuda:0
run g4 $cli train $D --device cuda:0,cuda:1,cuda:2,cuda:3
run g4w0 $cli train $D --device cuda:0,cuda:1,cuda:2,cuda:3 --warmup-epochs 0
run g4lin $cli train $D --device cuda:0,cuda:1,cuda:2,cuda:3 --lr-scaling linear
run g2 $cli train $D --device cuda:0,cuda:1
run g2lin $cli train $D --device cuda:0,cuda:1 --lr-scaling linear
run g4mpi mpirun --allow-run-as-root --oversubscribe -np 4 -x NCCL_NVLS_ENABLE -x LD_LIBRARY_PATH $cli train $D --device cuda:0,cuda:1,cuda:2,cuda:3
run g4mpiw0 mpirun --allow-run-as-root --oversubscribe -np 4 -x NCCL_NVLS_ENABLE -x LD_LIBRARY_PATH $cli train $D --device cuda:0,cuda:1,cuda:2,cuda:3 --warmup-epochs 0
run g1b512 $cli train $D --device cuda:0 --batch 512 --warmup-epochs 2
python3 - <<'PY'
import json,glob,os
for f in sorted(glob.glob(os.environ['OUT']+'/r-*.json')):
    try: r=json.load(open(f))
    except Exception as e: print(os.path.basename(f), e); continue
    eps=r.get('epochs',[])
    t=r.get('test') or {}
    tr=[e['train_seconds'] for e in eps[1:]]
    tr.sort()
    med=tr[len(tr)//2] if tr else 0
    print('%-14s %-10s test acc %s  val %s  train loss %s  median epoch %.0f ms  %s' % (os.path.basename(f)[2:-5], r.get('status'),
      ('%.1f%%' % (100*t['accuracy'])) if t.get('accuracy') is not None else '-',
      ' '.join('%.2f'%(e.get('val_accuracy') or 0) for e in eps), ' '.join('%.2f'%e['train_loss'] for e in eps), 1000*med, r.get('message','')[:120]))
PY
