#!/usr/bin/env python3
"""PyTorch twin of bench/pipeline_cpu.sh (issue 24): the same wide MLP (784-1024x4-10, ReLU) and
LeNet-5 on MNIST-sized data (8,500 training samples of 1x28x28, batch 256, SGD momentum 0.9), split
into two stages at the same layers (nnlab's automatic split: the MLP after its first two dense
layers, LeNet-5 after conv1 + relu + pool), each stage on its own thread with one intra-op thread,
under the naive schedule and GPipe with 4 and 8 micro-batches; against the unsplit model on one and
two threads. The stages hand activations and gradients over through queues, as nnlab's do. Prints
the median epoch (epochs 2..E) and the bubble measured the same way: 1 - busy / (p x step time).

    python3 bench/torch_pipeline_twin.py [--epochs 3] [--batch 256]

Note: PyTorch's intra-op thread count is one setting per process, so both stages run with one
thread each here, as nnlab's stages do with -j 1.
"""
import argparse
import queue
import statistics
import threading
import time

import torch
import torch.nn as nn


def mlp():
    layers = [nn.Flatten(), nn.Linear(784, 1024), nn.ReLU()]
    for _ in range(3):
        layers += [nn.Linear(1024, 1024), nn.ReLU()]
    layers += [nn.Linear(1024, 10)]
    return nn.Sequential(*layers), 5  # stage 2 starts at layer 6 (1-based), as nnlab's "1,6"


def lenet5():
    layers = [nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
              nn.Flatten(), nn.Linear(400, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10)]
    return nn.Sequential(*layers), 3  # "1,4"


def epoch_unsplit(model, opt, xs, ys, batch):
    loss_fn = nn.CrossEntropyLoss()
    t0 = time.perf_counter()
    for i in range(0, xs.shape[0] - batch + 1, batch):
        opt.zero_grad(set_to_none=False)
        loss_fn(model(xs[i:i + batch]), ys[i:i + batch]).backward()
        opt.step()
    return time.perf_counter() - t0


class Stage(threading.Thread):
    """One stage: forwards every micro-batch it receives, then backwards them (GPipe order)."""

    def __init__(self, part, first, last, inbox, gradbox, outbox, backbox):
        super().__init__(daemon=True)
        self.part, self.first, self.last = part, first, last
        self.inbox, self.gradbox, self.outbox, self.backbox = inbox, gradbox, outbox, backbox
        self.jobs = queue.Queue()
        self.busy = 0.0

    def run(self):
        torch.set_num_threads(1)
        loss_fn = nn.CrossEntropyLoss()
        while True:
            job = self.jobs.get()
            if job is None:
                return
            m, rows, ys, done = job
            kept = []
            for j in range(m):
                x = self.inbox.get()
                t = time.perf_counter()
                x = x.detach().requires_grad_(not self.first)
                y = self.part(x)
                if self.last:
                    y = loss_fn(y, ys[j]) * (rows[j] / sum(rows))
                kept.append((x, y))
                self.busy += time.perf_counter() - t
                if not self.last:
                    self.outbox.put(y.detach())
            for j in reversed(range(m)):
                x, y = kept[j]
                g = None if self.last else self.gradbox.get()
                t = time.perf_counter()
                y.backward(g)  # gradients accumulate in the parameters over the micro-batches
                self.busy += time.perf_counter() - t
                if not self.first:
                    self.backbox.put(x.grad)
            done.put(True)


def epoch_pipeline(parts, opts, xs, ys, batch, m, stages):
    t0 = time.perf_counter()
    span = 0.0
    for i in range(0, xs.shape[0] - batch + 1, batch):
        for o in opts:
            o.zero_grad(set_to_none=False)
        xb, yb = xs[i:i + batch], ys[i:i + batch]
        rows = [len(c) for c in torch.tensor_split(torch.arange(batch), m)]
        xm, ym = torch.tensor_split(xb, m), torch.tensor_split(yb, m)
        done = queue.Queue()
        s0 = time.perf_counter()
        for s in stages:
            s.jobs.put((m, rows, ym, done))
        for x in xm:
            stages[0].inbox.put(x)
        for _ in stages:
            done.get()
        span += time.perf_counter() - s0
        for o in opts:
            o.step()
    return time.perf_counter() - t0, span


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch", type=int, default=256)
    a = ap.parse_args()
    torch.manual_seed(1)
    n = 8500
    xs = torch.rand(n, 1, 28, 28)
    ys = torch.randint(0, 10, (n,))
    for name, make in (("mlp", mlp), ("lenet5", lenet5)):
        print(f"== torch {torch.__version__} {name}, batch {a.batch}")
        for threads in (1, 2):
            torch.set_num_threads(threads)
            model, _ = make()
            opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
            t = [epoch_unsplit(model, opt, xs, ys, a.batch) for _ in range(a.epochs)]
            print(f"{name + f' one device {threads} thread(s)':<32} {1000 * statistics.median(t[1:]):8.1f} ms/epoch")
        torch.set_num_threads(1)
        for m in (1, 4, 8):
            model, cut = make()
            parts = [model[:cut], model[cut:]]
            opts = [torch.optim.SGD(p.parameters(), lr=0.05, momentum=0.9) for p in parts]
            q01, g10 = queue.Queue(), queue.Queue()
            s0 = Stage(parts[0], True, False, queue.Queue(), g10, q01, None)
            s1 = Stage(parts[1], False, True, q01, None, None, g10)
            stages = [s0, s1]
            for s in stages:
                s.start()
            times, spans = [], []
            for e in range(a.epochs):
                for s in stages:
                    s.busy = 0.0
                t, span = epoch_pipeline(parts, opts, xs, ys, a.batch, m, stages)
                times.append(t)
                spans.append((span, sum(s.busy for s in stages)))
            for s in stages:
                s.jobs.put(None)
            span, busy = spans[-1]
            bubble = 1 - busy / (2 * span)
            label = "naive" if m == 1 else f"gpipe m={m}"
            print(f"{name + ' ' + label:<32} {1000 * statistics.median(times[1:]):8.1f} ms/epoch  bubble {100 * bubble:5.1f} % "
                  f"(ideal {100 * (1 / (m + 1)):5.1f} %)")


if __name__ == "__main__":
    main()
