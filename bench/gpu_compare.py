#!/usr/bin/env python3
"""Runs nnlab-bench-gpu and its PyTorch twin (torch_gpu_twin.py) on the workloads of the GPU
issue's table in one call on one GPU, measures the GPU's matrix-product rates (the arithmetic
floor of each epoch = its FLOPs over the rate of the unit that does them) and prints the table
of docs/BENCHMARKS.md: PyTorch ms, nnlab ms, ratio, goal, floor. Writes comparison.json and the
raw JSON of both tools to --out.

usage: NNLAB_BENCH_BIN=build/bench/nnlab-bench-gpu python3 bench/gpu_compare.py [--out DIR]
         [--epochs 3] [--quick] [--only mlp,lenet5]
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# (row label, nnlab config, torch config, goal kind, goal value or None, PyTorch anchor ms on the H100)
ROWS = [
    ("MLP 784-192-10, b64, fp32", "mlp:64:fp32", "mlp:64:fp32", "ms", 60, 954),
    ("MLP, b64, fp32, no graphs", "mlp:64:fp32:nographs", None, None, None, None),
    ("LeNet-5, b64, fp32", "lenet5:64:fp32", "lenet5:64:fp32", "ms", 150, 1764),
    ("LeNet-5, b64, fp32, no graphs", "lenet5:64:fp32:nographs", None, None, None, None),
    ("ResNet-34, b128, fp32", "resnet34:128:fp32", "resnet34:128:fp32", "ms", 1250, 1568),
    ("ResNet-34, b128, tf32", "resnet34:128:tf32", "resnet34:128:tf32", None, None, None),
    ("ResNet-34, b128, fp16 (torch AMP+CL)", "resnet34:128:fp16", "resnet34:128:fp16:cl", "ms", 600, 1075),
    ("ResNet-34, b128, fp16, nnlab NCHW", "resnet34:128:fp16:nchw", None, None, None, None),
    ("ResNet-34, b128, bf16", "resnet34:128:bf16", "resnet34:128:bf16", None, None, None),
    ("ResNet-34, b16, fp32", "resnet34:16:fp32", "resnet34:16:fp32", "half", None, 8076),
    ("ResNet-34, b32, fp32", "resnet34:32:fp32", "resnet34:32:fp32", "half", None, 3470),
    ("ResNet-34, b64, fp32", "resnet34:64:fp32", "resnet34:64:fp32", "half", None, 2257),
    ("ResNet-34, b16, fp16", "resnet34:16:fp16", "resnet34:16:fp16", "own-fp32", "resnet34:16:fp32", 9033),
    ("ResNet-34, b32, fp16", "resnet34:32:fp16", "resnet34:32:fp16", "own-fp32", "resnet34:32:fp32", 5074),
    ("ResNet-34, b64, fp16", "resnet34:64:fp16", "resnet34:64:fp16", "own-fp32", "resnet34:64:fp32", 2369),
    ("ResNet-18, b64, fp32", "resnet18:64:fp32", "resnet18:64:fp32", "ms", 1500, 1893),
    ("ResNet-18, b64, fp16", "resnet18:64:fp16", "resnet18:64:fp16", "ms", 1000, 1776),
]


def peak_rates():
    """TFLOP/s of an 8192^3 matrix product per precision, through PyTorch (median of 10)."""
    import torch
    rates = {}
    n = 8192
    for name, dt, tf32 in (("fp32", torch.float32, False), ("tf32", torch.float32, True),
                           ("fp16", torch.float16, False), ("bf16", torch.bfloat16, False)):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        a = torch.rand(n, n, device="cuda", dtype=dt)
        b = torch.rand(n, n, device="cuda", dtype=dt)
        for _ in range(3):
            a @ b
        torch.cuda.synchronize()
        ts = []
        for _ in range(10):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            a @ b
            e.record()
            torch.cuda.synchronize()
            ts.append(s.elapsed_time(e) / 1000)
        ts.sort()
        rates[name] = 2 * n ** 3 / ts[len(ts) // 2] / 1e12
        del a, b
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.cuda.empty_cache()
    return rates


def run(cmd, log):
    print("$", " ".join(cmd), flush=True)
    with open(log, "w") as f:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        f.write(p.stdout)
    print(p.stdout, flush=True)
    return p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.environ.get("OUT", "bench-results"))
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="2 timed epochs, fewer rows")
    ap.add_argument("--only", help="comma-separated workloads (mlp, lenet5, resnet34, resnet18)")
    ap.add_argument("--no-torch", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rows = ROWS
    if a.only:
        keep = set(a.only.split(","))
        rows = [r for r in rows if r[1].split(":")[0] in keep]
    epochs = 2 if a.quick else a.epochs
    bench = os.environ.get("NNLAB_BENCH_BIN", os.path.join(HERE, "..", "build", "bench", "nnlab-bench-gpu"))
    commit = os.environ.get("NNLAB_COMMIT", "")
    rates = peak_rates()
    print("matrix-product peak (8192^3, TFLOP/s): " + ", ".join(f"{k} {v:.0f}" for k, v in rates.items()), flush=True)

    t0 = time.time()
    nn_json = os.path.join(a.out, "nnlab-gpu.json")
    rc = run([bench, "--configs", ",".join(r[1] for r in rows), "--epochs", str(epochs), "--json", nn_json]
             + (["--commit", commit] if commit else []), os.path.join(a.out, "nnlab-gpu.log"))
    nn = {r["config"]: r for r in json.load(open(nn_json))["results"]} if rc == 0 and os.path.exists(nn_json) else {}
    t_nn = time.time() - t0
    torch_res = {}
    if not a.no_torch:
        t0 = time.time()
        tj = os.path.join(a.out, "torch-gpu.json")
        tcfg = [r[2] for r in rows if r[2]]
        run([sys.executable, os.path.join(HERE, "torch_gpu_twin.py"), "--configs", ",".join(tcfg), "--epochs", str(epochs),
             "--json", tj], os.path.join(a.out, "torch-gpu.log"))
        if os.path.exists(tj):
            torch_res = {r["config"]: r for r in json.load(open(tj))["results"]}
        t_torch = time.time() - t0
    else:
        t_torch = 0

    table = []
    for label, ncfg, tcfg, kind, goal, anchor in rows:
        n = nn.get(ncfg, {})
        t = torch_res.get(tcfg, {}) if tcfg else {}
        nms, tms = n.get("median_ms"), t.get("median_ms")
        prec = ncfg.split(":")[2]
        floor = n.get("gflop_per_epoch", 0) / rates.get(prec, 1) if n else None  # GFLOP / (TFLOP/s) = ms
        goal_ms, met = None, None
        if kind == "ms":
            goal_ms = goal
        elif kind == "half" and tms:
            goal_ms = tms / 2
        elif kind == "own-fp32" and nn.get(goal, {}).get("median_ms"):
            goal_ms = nn[goal]["median_ms"]
        if goal_ms and nms:
            met = nms <= goal_ms
        table.append({"row": label, "nnlab_config": ncfg, "torch_config": tcfg, "nnlab_ms": nms, "torch_ms": tms,
                      "ratio": (tms / nms) if (tms and nms) else None, "goal_ms": goal_ms, "goal_met": met,
                      "floor_ms": floor, "anchor_ms": anchor, "execution": n.get("execution"),
                      "nnlab_error": None if n else "no result", "torch_error": t.get("error")})
    out = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commit": commit, "peak_tflops": rates,
           "epochs_timed": epochs, "seconds": {"nnlab": t_nn, "torch": t_torch}, "rows": table}
    json.dump(out, open(os.path.join(a.out, "comparison.json"), "w"), indent=1)

    f = lambda v, fmt="{:.1f}": "-" if v is None else fmt.format(v)
    print("\n{:38s} {:>9s} {:>9s} {:>7s} {:>9s} {:>5s} {:>8s}".format("workload (ms per epoch, median)", "PyTorch",
                                                                        "nnlab", "torch/nn", "goal", "met", "floor"))
    for r in table:
        print("{:38s} {:>9s} {:>9s} {:>7s} {:>9s} {:>5s} {:>8s}".format(
            r["row"], f(r["torch_ms"]), f(r["nnlab_ms"]), f(r["ratio"], "{:.2f}x"), f(r["goal_ms"], "{:.0f}"),
            "-" if r["goal_met"] is None else ("yes" if r["goal_met"] else "NO"), f(r["floor_ms"])))
    print(f"(nnlab {t_nn:.0f} s, PyTorch {t_torch:.0f} s; floor = 3 x forward FLOPs x samples / measured matrix peak)")
    return 0 if nn else 1


if __name__ == "__main__":
    sys.exit(main())
