#!/usr/bin/env bash
# resnet_curves.sh: the training curves of ResNet-34 fp16 on the fish stand-in for 3 seeds, with
# one or more nnlab-cli builds, side by side (issue 23: a kernel change must leave the curves
# unchanged in distribution). Each build trains seeds 1-3 (batch 128, fp16, channels-last, no
# history); the table gives, per epoch, the mean ± std over the seeds of the training loss and the
# validation accuracy of each build.
#   bench/resnet_curves.sh OUT_DIR EPOCHS TAG=path/to/nnlab-cli [TAG=path ...]
# A TAG's command may start with `env VAR=VALUE`, for one build's two paths, e.g.
#   own="env NNLAB_CUDA_BN=own build-gpu/app/nnlab-cli" cudnn=build-gpu/app/nnlab-cli
set -uo pipefail
out=${1:?out dir}; epochs=${2:?epochs}; shift 2
mkdir -p "$out"
read -ra first <<< "${1#*=}"
"${first[@]}" dataset generate synthetic-fish-masks -q >/dev/null 2>&1 || true
for pair in "$@"; do
  tag=${pair%%=*}; read -ra cli <<< "${pair#*=}"
  for seed in 1 2 3; do
    "${cli[@]}" train --model resnet34 --dataset synthetic-fish-masks --device cuda:0 --precision fp16 --batch 128 \
      --epochs "$epochs" --seed "$seed" --no-history -q --out "$out/$tag-$seed.json" >/dev/null 2>"$out/$tag-$seed.err" \
      || { echo "$tag seed $seed failed:"; tail -3 "$out/$tag-$seed.err"; }
  done
done
python3 - "$out" "$@" <<'PY'
import json, statistics, sys
out, tags = sys.argv[1], [p.split("=", 1)[0] for p in sys.argv[2:]]
runs = {t: [json.load(open(f"{out}/{t}-{s}.json"))["epochs"] for s in (1, 2, 3)] for t in tags}
n = min(len(e) for r in runs.values() for e in r)
def ms(v):
    return f"{statistics.mean(v):.4f} ± {statistics.stdev(v):.4f}"
print("epoch  " + "  ".join(f"{t + ' train loss':>22s} {t + ' val acc':>22s}" for t in tags))
for i in range(n):
    cells = []
    for t in tags:
        cells.append(f"{ms([r[i]['train_loss'] for r in runs[t]]):>22s} {ms([r[i]['val_accuracy'] for r in runs[t]]):>22s}")
    print(f"{i + 1:5d}  " + "  ".join(cells))
for t in tags:
    secs = [statistics.median(e["train_seconds"] for e in r[1:]) for r in runs[t]]
    print(f"{t}: median train seconds per epoch {statistics.median(secs) * 1000:.1f} ms")
PY
