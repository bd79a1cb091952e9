#!/usr/bin/env python3
"""Summarise Nsight Compute CSVs (`ncu --csv --page raw --print-units base`) of one training step:
time and DRAM bytes per kind of kernel (convolution, matrix product, normalisation, activation,
add, pooling, loss, optimizer, copies/conversions, reductions, other), each kind's memory floor at
the given bandwidth, the slowest kernels, and - when a second CSV of the same step taken with
`--print-nvtx-rename kernel` is given - time per op (nnlab-bench-gpu --kernels names each op; ncu's own NVTX column is used when the CSV
has it, --ops is for CSVs without it).

usage: kernel_summary.py STEP.csv [--ops RENAMED.csv] [--bw-gbs 3350] [--title T]
"""
import argparse
import csv
import re
from collections import defaultdict

KINDS = [  # first match wins; names are cuDNN/cuBLAS/CUTLASS, PyTorch's and nnlab's kernels
    ("optimizer", r"sgd|momentum|multi_tensor|optimizer|fused_update|_amp_|unscale|update_scale|non_finite|updatekernel"),
    ("loss", r"loss|softmax|cross_entropy|nll|confusion|log_softmax"),
    ("normalisation", r"batch_?norm|\bbn|bn_|bnfw|bn_fw|bn_bw|norm_stats|welford|syncbn|batchnorm|statsfinish|"
                      r"backwardfinish|channelsums|normalize|backwarddx|sumsfinish|partialstosums|statsfromsums"),
    ("convolution", r"conv|fprop|dgrad|wgrad|implicit|winograd|cudnn_generated|xmma_.*(fprop|dgrad|wgrad)"),
    ("matrix product", r"gemm|gemv|cublas|sm90_xmma|cutlass"),
    ("pooling", r"pool|avg_pool|max_pool|adaptive"),
    ("activation", r"relu|threshold|clamp|leaky|sigmoid|tanh|softplus"),
    ("add", r"add|axpy|residual|sum_kernel"),
    ("copies/conversions", r"copy|convert|cast|transpose|nchwtonhwc|nhwctonchw|layout|to_half|to_float|gather|index|"
                           r"fill|memset|zero"),
    ("reductions", r"reduce|splitk|split_k|partial"),
]


def kind(name):
    n = name.lower()
    for k, rx in KINDS:
        if re.search(rx, n):
            return k
    return "other"


def read(path):
    with open(path, newline="") as f:
        text = f.read()
    start = text.find('"ID"')  # ncu prints its own lines ("==PROF==") before the table
    rows = list(csv.DictReader(text[start:].splitlines()))
    if rows and not rows[0].get("ID", "").strip().isdigit():
        rows = rows[1:]  # the units row
    return rows


def num(row, key):
    try:
        return float(str(row.get(key, "0")).replace(",", ""))
    except ValueError:
        return 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("csv")
    ap.add_argument("--ops")
    ap.add_argument("--bw-gbs", type=float, default=3350.0)
    ap.add_argument("--title", default="")
    a = ap.parse_args()
    rows = read(a.csv)
    if not rows:
        raise SystemExit(f"kernel_summary: no kernels in {a.csv}")
    bw = a.bw_gbs * 1e9
    kernels = []
    for r in rows:
        t = num(r, "gpu__time_duration.sum") * 1e-3  # ns -> us
        b = num(r, "dram__bytes_read.sum") + num(r, "dram__bytes_write.sum")
        kernels.append((r.get("Kernel Name", "?"), t, b))
    total = sum(t for _, t, _ in kernels)
    print(f"== {a.title or a.csv}: {len(kernels)} kernels, {total:.1f} us of kernel time in the step "
          f"(kernels serialised by the profiler; launch gaps not counted)")
    by = defaultdict(lambda: [0, 0.0, 0.0])
    for n, t, b in kernels:
        k = by[kind(n)]
        k[0] += 1
        k[1] += t
        k[2] += b
    print(f"  {'kind':20s} {'kernels':>7s} {'us':>9s} {'share':>6s} {'MB moved':>9s} {'GB/s':>7s} {'floor us':>9s}")
    for k, (c, t, b) in sorted(by.items(), key=lambda kv: -kv[1][1]):
        print(f"  {k:20s} {c:7d} {t:9.1f} {100 * t / total:5.1f}% {b / 1e6:9.1f} {b / max(t, 1e-9) / 1e3:7.0f} "
              f"{b / bw * 1e6:9.1f}")
    print(f"  memory floor of the whole step at {a.bw_gbs:.0f} GB/s: {sum(b for *_, b in kernels) / bw * 1e6:.1f} us")
    print("  slowest kernels (us, MB, kind, name):")
    for n, t, b in sorted(kernels, key=lambda k: -k[1])[:20]:
        print(f"    {t:8.1f} {b / 1e6:7.1f}  {kind(n):18s} {n[:110]}")
    names = defaultdict(lambda: [0, 0.0])
    for n, t, _ in kernels:
        short = re.sub(r"<.*", "", n)[:90]
        names[short][0] += 1
        names[short][1] += t
    print("  by kernel (us summed over calls, calls):")
    for n, (c, t) in sorted(names.items(), key=lambda kv: -kv[1][1])[:25]:
        print(f"    {t:8.1f} {c:4d}  {n}")
    nvtx = next((k for k in rows[0] if "Push/Pop_Range" in k), None)
    ops = None
    if nvtx:  # "<default domain>:fwd 5 residual 64:none:..." -> the innermost push/pop range
        ops = [{"Kernel Name": (r.get(nvtx) or "").split(":")[1] if ":" in (r.get(nvtx) or "") else "(none)"}
               for r in rows]
    elif a.ops:
        ops = read(a.ops)
    if ops:
        if len(ops) != len(kernels):
            print(f"  (op names: {len(ops)} kernels in {a.ops} against {len(kernels)}: not the same step, skipped)")
            return
        per = {}
        for r, (n, t, b) in zip(ops, kernels):
            op = r.get("Kernel Name", "?")
            e = per.setdefault(op, [0, 0.0, 0.0, defaultdict(float)])
            e[0] += 1
            e[1] += t
            e[2] += b
            e[3][kind(n)] += t
        print("  by op (kernels, us, MB, floor us, time by kind):")
        for op, (c, t, b, ks) in per.items():
            mix = ", ".join(f"{k} {v:.0f}" for k, v in sorted(ks.items(), key=lambda kv: -kv[1]))
            print(f"    {op[:34]:34s} {c:4d} {t:8.1f} {b / 1e6:7.1f} {b / bw * 1e6:7.1f}  {mix}")


if __name__ == "__main__":
    main()
