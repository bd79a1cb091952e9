#!/usr/bin/env python3
"""PyTorch CPU twin of nnlab-bench (bench/nnlab_bench.cpp): the same workload in PyTorch eager.

MLP 784-192-10 and LeNet-5 (the definitions of /work/shared/bench-anchors/torch_anchor.py),
60000 random 1x28x28 samples held in memory (torch.rand), random labels 0..9, batch 64,
SGD momentum 0.9 (lr 0.1 MLP, 0.05 LeNet-5), cross-entropy, a fresh permutation every epoch,
937 full batches per epoch (the last partial batch is dropped). One warm-up epoch, then
--epochs timed epochs; the median ms per epoch is reported. Works with PyTorch 1.13 and 2.x.

usage: torch_cpu_twin.py [--threads N] [--workload mlp|lenet5|all] [--epochs E] [--json out.json]
                         [--commit SHA]
"""
import argparse
import datetime
import json
import os
import platform
import re
import statistics
import sys
import time

# torch is imported in main(), after --threads is known: a PyTorch built on OpenBLAS (Debian's
# python3-torch: BLAS_INFO=generic -> libblas.so.3 -> OpenBLAS) sizes OpenBLAS's own thread pool
# from OPENBLAS_NUM_THREADS at load time, and torch.set_num_threads does not touch it.
torch = nn = F = None

N = 60000
BATCH = 64
STEPS = N // BATCH  # 937


def mlp():
    return nn.Sequential(nn.Flatten(), nn.Linear(784, 192), nn.ReLU(), nn.Linear(192, 10))


def lenet():
    return nn.Sequential(nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
                         nn.Linear(400, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10))


WORKLOADS = [("mlp", "mlp-784-192-10", mlp, 0.1), ("lenet5", "lenet5", lenet, 0.05)]


def forward_flops(model, shape):
    """Forward FLOPs per sample, counted with nnlab's rules (engine/nn/*.cpp forwardFlops):
    dense 2*in*out, conv 2*out_numel*Cin*k*k, activation numel(in), pooling out_numel*k*k."""
    total = [0.0]

    def hook(mod, inp, out):
        x = inp[0]
        if isinstance(mod, nn.Linear):
            total[0] += 2.0 * mod.in_features * mod.out_features
        elif isinstance(mod, nn.Conv2d):
            kh, kw = mod.kernel_size
            total[0] += 2.0 * out[0].numel() * (mod.in_channels // mod.groups) * kh * kw
        elif isinstance(mod, (nn.ReLU, nn.LeakyReLU, nn.Sigmoid, nn.Tanh, nn.Softplus)):
            total[0] += float(x[0].numel())
        elif isinstance(mod, (nn.MaxPool2d, nn.AvgPool2d)):
            k = mod.kernel_size if isinstance(mod.kernel_size, tuple) else (mod.kernel_size, mod.kernel_size)
            total[0] += float(out[0].numel()) * k[0] * k[1]

    handles = [m.register_forward_hook(hook) for m in model.modules() if m is not model]
    with torch.no_grad():
        model(torch.zeros((1,) + shape))
    for h in handles:
        h.remove()
    return total[0]


def run(name, preset, make, lr, epochs, x, y):
    torch.manual_seed(0)
    m = make()
    opt = torch.optim.SGD(m.parameters(), lr=lr, momentum=0.9)

    def epoch():
        perm = torch.randperm(N)
        for s in range(STEPS):
            idx = perm[s * BATCH:(s + 1) * BATCH]
            xb, yb = x[idx], y[idx]
            opt.zero_grad(set_to_none=True)
            loss = F.cross_entropy(m(xb), yb)
            loss.backward()
            opt.step()
        return loss.item()

    t0 = time.perf_counter()
    epoch()
    warm = time.perf_counter() - t0
    ts, losses = [], []
    for _ in range(epochs):
        t0 = time.perf_counter()
        losses.append(epoch())
        ts.append(time.perf_counter() - t0)
    med = statistics.median(ts)
    samples = STEPS * BATCH
    ffs = forward_flops(m, (1, 28, 28))
    floor = 3.0 * ffs * samples
    return {
        "workload": name, "preset": preset, "params": sum(p.numel() for p in m.parameters()), "lr": lr,
        "batch": BATCH, "steps_per_epoch": STEPS, "samples_per_epoch": samples, "warmup_epochs": 1,
        "timed_epochs": epochs, "median_ms": med * 1000, "min_ms": min(ts) * 1000, "max_ms": max(ts) * 1000,
        "warmup_ms": warm * 1000, "samples_per_s": samples / med, "forward_flops_per_sample": ffs,
        "gflop_per_epoch": floor * 1e-9, "gflops": floor * 1e-9 / med, "final_loss": losses[-1],
        "epochs": [{"epoch": i + 2, "ms": t * 1000, "steps": STEPS, "samples": samples, "warmup": False}
                   for i, t in enumerate(ts)],
    }


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--threads", type=int, default=0, help="torch.set_num_threads (0: PyTorch's default)")
    ap.add_argument("--workload", choices=["mlp", "lenet5", "all"], default="all")
    ap.add_argument("--epochs", type=int, default=3, help="timed epochs after 1 warm-up epoch [3]")
    ap.add_argument("--json", help="write results here")
    ap.add_argument("--commit", default=os.environ.get("NNLAB_COMMIT"), help="nnlab commit, recorded in the JSON")
    a = ap.parse_args()
    if a.epochs < 1:
        ap.error("--epochs must be at least 1")
    if a.threads > 0:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", str(a.threads))
    global torch, nn, F
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    if a.threads > 0:
        torch.set_num_threads(a.threads)
    threads = torch.get_num_threads()
    found = re.search(r"BLAS_INFO=([^,\s]+)", torch.__config__.show())
    blas = found.group(1) if found else "?"

    print(f"torch_cpu_twin: PyTorch {torch.__version__} CPU eager (BLAS {blas}), {cpu_model()} ({os.cpu_count()} logical "
          f"cores), {threads} thread(s), commit {a.commit or 'unknown'}")
    print(f"workload: 60000 random 1x28x28 in memory, batch {BATCH}, {STEPS} steps/epoch ({STEPS * BATCH} samples), "
          f"SGD m=0.9; 1 warm-up + {a.epochs} timed epoch(s)", flush=True)
    torch.manual_seed(0)
    x = torch.rand((N, 1, 28, 28))
    y = torch.randint(0, 10, (N,))

    print(f"{'workload':<8} {'device':<14} {'threads':>7} {'epochs':>6} {'median ms':>10} {'min ms':>10} "
          f"{'max ms':>10} {'samples/s':>11} {'GFLOP/epoch':>11} {'GFLOP/s':>8}")
    results = []
    for name, preset, make, lr in WORKLOADS:
        if a.workload not in ("all", name):
            continue
        r = run(name, preset, make, lr, a.epochs, x, y)
        results.append(r)
        print(f"{name:<8} {'torch-cpu':<14} {threads:>7} {a.epochs:>6} {r['median_ms']:>10.1f} {r['min_ms']:>10.1f} "
              f"{r['max_ms']:>10.1f} {r['samples_per_s']:>11.0f} {r['gflop_per_epoch']:>11.2f} {r['gflops']:>8.2f}",
              flush=True)
    print("GFLOP/epoch: arithmetic floor = 3 x forward FLOPs per sample x samples (forward + backward)")

    if a.json:
        out = {
            "tool": "torch_cpu_twin.py", "framework": "pytorch", "torch_version": torch.__version__,
            "python": sys.version.split()[0], "device": "torch-cpu", "threads": threads,
            "interop_threads": torch.get_num_interop_threads(),
            "mkldnn": bool(torch.backends.mkldnn.is_available()), "blas_info": blas,
            "mkl": bool(torch.backends.mkl.is_available()),
            "env": {k: os.environ[k] for k in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                                               "OMP_WAIT_POLICY", "GOMP_SPINCOUNT") if k in os.environ},
            "machine": {"cpu": cpu_model(), "logical_cores": os.cpu_count()},
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "commit": a.commit,
            "workload": {"samples": N, "train_samples": STEPS * BATCH, "batch": BATCH, "input": [1, 28, 28],
                         "classes": 10, "optimizer": "sgd momentum 0.9"},
            "results": results,
        }
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
            f.write("\n")
        print(f"wrote {a.json}")


if __name__ == "__main__":
    main()
