#!/usr/bin/env python3
"""PyTorch twin of nnlab-bench-gpu: the same workloads, written as a PyTorch user writes them
(the loop of /work/shared/bench-anchors/torch_anchor.py): data resident on the GPU, randperm +
indexing per batch, zero_grad(set_to_none=True), F.cross_entropy, backward, SGD momentum 0.9
step; fp16 with autocast + GradScaler, bf16 with autocast; cudnn.benchmark on. PyTorch's defaults
are kept: in "fp32" cuDNN may use TF32 for convolutions (torch.backends.cudnn.allow_tf32 is True by
default) while matrix products stay fp32; "tf32" also allows TF32 matrix products; "fp32strict"
turns TF32 off everywhere. A configuration is workload:batch:precision[:cl][:compile] (cl =
channels-last). One warm-up epoch, then --epochs timed epochs; the median is reported, scaled to
the full epoch as the anchor does.

usage: torch_gpu_twin.py --configs mlp:64:fp32,resnet34:128:fp16:cl [--epochs 3] [--json out.json]
"""
import argparse
import json
import statistics
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision


def mlp(classes):
    return nn.Sequential(nn.Flatten(), nn.Linear(784, 192), nn.ReLU(), nn.Linear(192, classes))


def lenet(classes):
    return nn.Sequential(nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
                         nn.Linear(400, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, classes))


def resnet(depth):
    def make(classes):
        m = (torchvision.models.resnet34 if depth == 34 else torchvision.models.resnet18)(num_classes=classes)
        m.conv1 = nn.Conv2d(1, 64, 7, 2, 3, bias=False)
        return m
    return make


WORKLOADS = {  # name: (model, samples, sample shape, classes, lr)
    "mlp": (mlp, 60000, (1, 28, 28), 10, 0.1),
    "lenet5": (lenet, 60000, (1, 28, 28), 10, 0.05),
    "resnet34": (resnet(34), 7650, (1, 148, 197), 9, 0.05),
    "resnet18": (resnet(18), 8000, (1, 227, 227), 2, 0.05),
}


def run(config, epochs, seed=0):
    parts = config.split(":")
    name, batch, prec = parts[0], int(parts[1]), parts[2]
    cl, compiled = "cl" in parts[3:], "compile" in parts[3:]
    make, n, shape, classes, lr = WORKLOADS[name]
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = prec != "fp32strict"
    torch.backends.cuda.matmul.allow_tf32 = prec == "tf32"
    torch.manual_seed(seed)
    dev = "cuda"
    x = torch.rand((n,) + shape, device=dev)
    y = torch.randint(0, classes, (n,), device=dev)
    m = make(classes).to(dev)
    if cl:
        m = m.to(memory_format=torch.channels_last)
        x = x.to(memory_format=torch.channels_last)
    opt = torch.optim.SGD(m.parameters(), lr=lr, momentum=0.9)
    step_fn = torch.compile(m) if compiled else m
    scaler = torch.amp.GradScaler() if prec == "fp16" else None
    dt = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(prec)
    steps = n // batch

    def epoch():
        perm = torch.randperm(n, device=dev)
        for s in range(steps):
            idx = perm[s * batch:(s + 1) * batch]
            xb, yb = x[idx], y[idx]
            opt.zero_grad(set_to_none=True)
            if dt is not None:
                with torch.autocast(device_type=dev, dtype=dt):
                    loss = F.cross_entropy(step_fn(xb), yb)
            else:
                loss = F.cross_entropy(step_fn(xb), yb)
            if scaler:
                scaler.scale(loss).backward()
                scaler.step(opt)
                scaler.update()
            else:
                loss.backward()
                opt.step()
        torch.cuda.synchronize()
        return loss.item()

    t0 = time.perf_counter()
    epoch()
    warm = time.perf_counter() - t0
    times = []
    loss = 0.0
    for _ in range(epochs):
        t0 = time.perf_counter()
        loss = epoch()
        times.append(time.perf_counter() - t0)
    med = statistics.median(times)
    res = {"config": config, "workload": name, "batch": batch, "precision": prec, "channels_last": cl,
           "compile": compiled, "steps_per_epoch": steps, "samples_per_epoch": steps * batch,
           "median_ms": med * 1000, "min_ms": min(times) * 1000, "max_ms": max(times) * 1000,
           "warmup_ms": warm * 1000, "samples_per_s": steps * batch / med, "final_loss": loss}
    del m, x, y, opt
    torch.cuda.empty_cache()
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--configs", required=True)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--json")
    a = ap.parse_args()
    p = torch.cuda.get_device_properties(0)
    print(f"torch_gpu_twin: {p.name}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}", flush=True)
    results = []
    for c in a.configs.split(","):
        try:
            r = run(c, a.epochs)
        except Exception as e:  # a configuration that fails (compile, memory) is reported, not fatal
            r = {"config": c, "error": str(e)[:300]}
            print(f"{c:28s} failed: {r['error']}", flush=True)
        else:
            print(f"{c:28s} {r['median_ms']:9.1f} ms  (min {r['min_ms']:.1f}, warm-up {r['warmup_ms']:.0f})"
                  f"  {r['samples_per_s']:10.0f} samples/s", flush=True)
        results.append(r)
        if a.json:  # after every configuration, so a call cut short keeps what it measured
            with open(a.json, "w") as f:
                json.dump({"tool": "torch_gpu_twin", "framework": "pytorch", "torch": torch.__version__,
                           "cudnn": torch.backends.cudnn.version(), "gpu": p.name, "results": results}, f,
                          indent=1)


if __name__ == "__main__":
    sys.exit(main())
