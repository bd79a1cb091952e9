#!/usr/bin/env python3
"""The PyTorch twin of issue 23's table: each workload's whole training step (forward, loss,
backward, SGD with momentum) captured once as a CUDA graph and replayed, the strongest PyTorch
anchor for one GPU (the recipe of ../shared/bench-anchors/torch_graph_anchor.py: static input and
label buffers filled by index each step, data resident on the GPU). Same workloads as
nnlab-bench-gpu (bench/nnlab_bench_gpu.cpp):
  mlp      MLP 784-192-10, 60000 random 1x28x28, 10 classes, SGD lr 0.1
  lenet5   LeNet-5,        60000 random 1x28x28, 10 classes, SGD lr 0.05
  resnet34 ResNet-34,      7650 random 1x148x197, 9 classes, SGD lr 0.05 (stem: 1 channel)
  resnet18 ResNet-18,      8000 random 1x227x227, 2 classes, SGD lr 0.05
Precisions: fp32 (strict: no TF32 anywhere), tf32 (TF32 convolutions and matrix products),
fp16 / bf16 (autocast; fp16 with a GradScaler-free step, as the anchor). A ":cl" suffix makes the
model and the data channels-last.

usage: python3 bench/torch_graph_twin.py CONFIG[,CONFIG...] [--epochs 3] [--json out.json]
  CONFIG = workload:batch:precision[:cl]; prints one line per configuration: median ms per
  training epoch over the timed epochs (one untimed epoch first).
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


def lenet5(classes):
    return nn.Sequential(nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5), nn.ReLU(),
                         nn.MaxPool2d(2), nn.Flatten(), nn.Linear(400, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
                         nn.Linear(84, classes))


def resnet(depth):
    def make(classes):
        m = (torchvision.models.resnet34 if depth == 34 else torchvision.models.resnet18)(num_classes=classes)
        m.conv1 = nn.Conv2d(1, 64, 7, 2, 3, bias=False)  # gray images, as nnlab's ResNets
        return m
    return make


WORKLOADS = {  # name: (model, samples, sample shape, classes, learning rate)
    "mlp": (mlp, 60000, (1, 28, 28), 10, 0.1),
    "lenet5": (lenet5, 60000, (1, 28, 28), 10, 0.05),
    "resnet34": (resnet(34), 7650, (1, 148, 197), 9, 0.05),
    "resnet18": (resnet(18), 8000, (1, 227, 227), 2, 0.05),
}


def run(config, epochs):
    name, batch, precision, *rest = config.split(":")
    batch = int(batch)
    channels_last = "cl" in rest
    make, samples, shape, classes, lr = WORKLOADS[name]
    tf32 = precision == "tf32"
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.backends.cudnn.allow_tf32 = tf32
    torch.backends.cudnn.benchmark = True
    torch.manual_seed(0)
    images = torch.rand((samples,) + shape, device="cuda")
    labels = torch.randint(0, classes, (samples,), device="cuda")
    model = make(classes).cuda()
    if channels_last:
        model = model.to(memory_format=torch.channels_last)
        images = images.to(memory_format=torch.channels_last)
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    autocast = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(precision)
    x = images[:batch].clone()
    y = labels[:batch].clone()

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cuda", dtype=autocast, enabled=autocast is not None):
            loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        return loss

    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):  # warm-up steps (cuDNN's search, the optimizer's state) off the capture
        for _ in range(3):
            step()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    opt.zero_grad(set_to_none=True)
    with torch.cuda.graph(graph):
        last = step()

    steps = samples // batch

    def epoch():
        order = torch.randperm(samples, device="cuda")
        for i in range(steps):
            idx = order[i * batch:(i + 1) * batch]
            x.copy_(images[idx])
            y.copy_(labels[idx])
            graph.replay()
        torch.cuda.synchronize()

    epoch()
    times = []
    for _ in range(epochs):
        t0 = time.perf_counter()
        epoch()
        times.append(time.perf_counter() - t0)
    return {"config": config, "median_ms": 1000 * statistics.median(times), "min_ms": 1000 * min(times),
            "epochs_ms": [1000 * t for t in times], "loss": float(last.item()), "torch": torch.__version__,
            "gpu": torch.cuda.get_device_name(0)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("configs")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--json")
    a = ap.parse_args()
    results = []
    for c in a.configs.split(","):
        r = run(c, a.epochs)
        print(f"{c:28s} {r['median_ms']:9.1f} ms/epoch (min {r['min_ms']:.1f})  loss {r['loss']:.3f}", flush=True)
        results.append(r)
        torch.cuda.empty_cache()
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"tool": "torch_graph_twin", "results": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
