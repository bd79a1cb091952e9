#!/usr/bin/env python3
"""PyTorch twin of bench/pipeline_gpu.sh (issue 24): the same ResNet-34 (1x148x197 images, 9 classes,
7,650 training samples, batch 128) and wide MLP (784-8192x4-10, ReLU, 8,500 samples, batch 1024), fp16
autocast with a gradient scaler, SGD momentum 0.9, on one GPU and split over 2 and 4 GPUs with 1, 4 and 8
micro-batches, GPipe-style: every micro-batch's forward through the stages (activations moved with
.to(next GPU)), then one backward of the summed, row-weighted losses (autograd runs each device's part
on that device's own thread, so the devices overlap as far as the order lets them). Stages are balanced
by each block's measured forward time (as nnlab's --balance time). Channels-last for the ResNet, as
nnlab uses in 16-bit. Prints the median epoch (epochs 2..E) of each configuration.

    python3 bench/torch_pipeline_gpu_twin.py [--epochs 3] [--gpus 2 4] [--models resnet34 mlp]
    python3 bench/torch_pipeline_gpu_twin.py --replicas 2 --stages 2   # model x data parallel on 4 GPUs
"""
import argparse
import statistics
import time

import torch
import torch.nn as nn
import torchvision


def resnet34_blocks():
    m = torchvision.models.resnet34(num_classes=9)
    m.conv1 = nn.Conv2d(1, 64, 7, 2, 3, bias=False)
    blocks = [nn.Sequential(m.conv1, m.bn1, m.relu, m.maxpool)]
    for layer in (m.layer1, m.layer2, m.layer3, m.layer4):
        blocks += list(layer.children())
    blocks.append(nn.Sequential(m.avgpool, nn.Flatten(), m.fc))
    return blocks, (1, 148, 197), 9, 7650, 128


def mlp_blocks():
    blocks, w = [nn.Flatten()], 784
    for _ in range(4):
        blocks.append(nn.Sequential(nn.Linear(w, 8192), nn.ReLU()))
        w = 8192
    blocks.append(nn.Linear(w, 10))
    return blocks, (1, 28, 28), 10, 8500, 1024  # the bundled digits: 10,000, 85 % for training


def balance(blocks, shape, batch, parts):
    """Split points by each block's forward time at the micro-batch size, measured on cuda:0."""
    dev = torch.device("cuda:0")
    x = torch.rand((batch,) + shape, device=dev)
    cost = []
    with torch.no_grad(), torch.autocast("cuda", torch.float16):
        for b in blocks:
            b.to(dev)
            for _ in range(2):
                y = b(x)
            torch.cuda.synchronize()
            t = time.perf_counter()
            for _ in range(5):
                y = b(x)
            torch.cuda.synchronize()
            cost.append(time.perf_counter() - t)
            x = y
    total, starts, acc = sum(cost), [0], 0.0
    for i, c in enumerate(cost):
        if len(starts) < parts and acc >= total * len(starts) / parts and i > starts[-1] and len(blocks) - i >= parts - len(starts):
            starts.append(i)
        acc += c
    while len(starts) < parts:
        starts.append(starts[-1] + 1)
    return starts


def run(make, n, micro, epochs):
    blocks, shape, classes, samples, batch = make()
    starts = balance(blocks, shape, max(1, batch // micro), n) + [len(blocks)]
    devs = [torch.device(f"cuda:{i}") for i in range(n)]
    parts = [nn.Sequential(*blocks[starts[s]:starts[s + 1]]).to(devs[s]) for s in range(n)]
    conv = shape[1] > 1 and make is resnet34_blocks
    if conv:
        parts = [p.to(memory_format=torch.channels_last) for p in parts]
    opt = torch.optim.SGD([q for p in parts for q in p.parameters()], lr=0.05, momentum=0.9)
    scaler = torch.amp.GradScaler("cuda")
    xs = torch.rand((samples,) + shape, device=devs[0])
    if conv:
        xs = xs.to(memory_format=torch.channels_last)
    ys = torch.randint(0, classes, (samples,), device=devs[-1])
    loss_fn = nn.CrossEntropyLoss()
    times = []
    for _ in range(epochs):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for i in range(0, samples - batch + 1, batch):
            opt.zero_grad(set_to_none=True)
            losses = []
            for xm, ym in zip(torch.tensor_split(xs[i:i + batch], micro), torch.tensor_split(ys[i:i + batch], micro)):
                h = xm
                with torch.autocast("cuda", torch.float16):
                    for s, p in enumerate(parts):
                        h = p(h.to(devs[s], non_blocking=True))
                    losses.append(loss_fn(h.float(), ym) * (len(ym) / batch))
            scaler.scale(sum(losses)).backward()
            scaler.step(opt)
            scaler.update()
        for d in devs:
            torch.cuda.synchronize(d)
        times.append(time.perf_counter() - t0)
    return statistics.median(times[1:]) if len(times) > 1 else times[0], [s + 1 for s in starts[:-1]]


def run_replicas(make, n, reps, micro, epochs):
    """Model x data parallel: `reps` copies of an n-stage pipeline (replica r on GPUs r*n .. r*n+n-1),
    each training its own batch of `batch` rows a step (nnlab's per-device batch), a thread each; then
    each stage's gradients summed over the replicas (torch.cuda.nccl.all_reduce, one process) and every
    replica steps; one gradient scaler for all (a skipped step is skipped everywhere)."""
    import threading
    from torch._utils import _flatten_dense_tensors, _unflatten_dense_tensors
    blocks0, shape, classes, samples, batch = make()
    starts = balance(blocks0, shape, max(1, batch // micro), n) + [len(blocks0)]
    conv = make is resnet34_blocks
    reps_state = []
    for r in range(reps):
        blocks = blocks0 if r == 0 else make()[0]
        if r:
            for b, b0 in zip(blocks, blocks0):
                b.load_state_dict(b0.state_dict())
        devs = [torch.device(f"cuda:{r * n + s}") for s in range(n)]
        parts = [nn.Sequential(*blocks[starts[s]:starts[s + 1]]).to(devs[s]) for s in range(n)]
        if conv:
            parts = [p.to(memory_format=torch.channels_last) for p in parts]
        opt = torch.optim.SGD([q for p in parts for q in p.parameters()], lr=0.05, momentum=0.9)
        xs = torch.rand((samples // reps,) + shape, device=devs[0])
        if conv:
            xs = xs.to(memory_format=torch.channels_last)
        ys = torch.randint(0, classes, (samples // reps,), device=devs[-1])
        reps_state.append((devs, parts, opt, xs, ys))
    scaler = torch.amp.GradScaler("cuda")
    for devs, *_ in reps_state:  # the scale on every first device before the threads use it
        scaler.scale(torch.zeros((), device=devs[-1]))
    loss_fn = nn.CrossEntropyLoss()

    def step(r, i):
        devs, parts, opt, xs, ys = reps_state[r]
        opt.zero_grad(set_to_none=True)
        losses = []
        for xm, ym in zip(torch.tensor_split(xs[i:i + batch], micro), torch.tensor_split(ys[i:i + batch], micro)):
            h = xm
            with torch.autocast("cuda", torch.float16):
                for s, p in enumerate(parts):
                    h = p(h.to(devs[s], non_blocking=True))
                losses.append(loss_fn(h.float(), ym) * (len(ym) / (batch * reps)))
        scaler.scale(sum(losses)).backward()

    times = []
    per = samples // reps
    for _ in range(epochs):
        for d in range(reps * n):
            torch.cuda.synchronize(d)
        t0 = time.perf_counter()
        for i in range(0, per - batch + 1, batch):
            threads = [threading.Thread(target=step, args=(r, i)) for r in range(1, reps)]
            for t in threads:
                t.start()
            step(0, i)
            for t in threads:
                t.join()
            for s in range(n):
                grads = [[q.grad for q in st[1][s].parameters()] for st in reps_state]
                flat = [_flatten_dense_tensors(g) for g in grads]
                torch.cuda.nccl.all_reduce(flat)
                for g, f in zip(grads, flat):
                    for q, v in zip(g, _unflatten_dense_tensors(f, g)):
                        q.copy_(v)
            for st in reps_state:
                scaler.step(st[2])
            scaler.update()
        for d in range(reps * n):
            torch.cuda.synchronize(d)
        times.append(time.perf_counter() - t0)
    return statistics.median(times[1:]) if len(times) > 1 else times[0], [s + 1 for s in starts[:-1]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--gpus", type=int, nargs="*", default=[2, 4])
    ap.add_argument("--models", nargs="*", default=["resnet34", "mlp"])
    ap.add_argument("--replicas", type=int, default=0, help="only model x data parallel: this many replicas of a "
                    "--stages pipeline (GPipe m = 1 and 4), after one GPU")
    ap.add_argument("--stages", type=int, default=2)
    a = ap.parse_args()
    torch.backends.cudnn.benchmark = True
    have = torch.cuda.device_count()
    print(f"== torch {torch.__version__} on {torch.cuda.get_device_name(0)} x{have}", flush=True)
    for name in a.models:
        make = {"resnet34": resnet34_blocks, "mlp": mlp_blocks}[name]
        t, _ = run(make, 1, 1, a.epochs)
        print(f"torch {name} 1 GPU".ljust(32), f"{1000 * t:9.1f} ms/epoch", flush=True)
        if a.replicas:
            if a.replicas * a.stages > have:
                continue
            for m in (1, 4):
                t, starts = run_replicas(make, a.stages, a.replicas, m, a.epochs)
                print(f"torch {name} {a.stages} stages x {a.replicas} replicas m={m}".ljust(32),
                      f"{1000 * t:9.1f} ms/epoch  blocks from " + ",".join(map(str, starts)), flush=True)
            continue
        for n in a.gpus:
            if n > have:
                continue
            for m in (1, 4, 8):
                t, starts = run(make, n, m, a.epochs)
                print(f"torch {name} x{n} gpipe m={m}".ljust(32), f"{1000 * t:9.1f} ms/epoch  blocks from " + ",".join(map(str, starts)),
                      flush=True)


if __name__ == "__main__":
    main()
