#!/usr/bin/env python3
"""PyTorch twin of `nnlab-bench-gpu --kernels`: one training step of a workload of
torch_gpu_twin.py (channels-last, autocast, GradScaler for fp16, cudnn.benchmark), after warm-up
steps, inside an NVTX start/end range "torch-step" with push/pop ranges "forward", "backward" and
"optimizer", so that Nsight Compute profiles that step's kernels (bench/kernel_profile.sh).

usage: torch_kernel_twin.py resnet34:128:fp16 [--warmup 8]
"""
import argparse

import torch
import torch.nn.functional as F

from torch_gpu_twin import WORKLOADS


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("config")
    ap.add_argument("--warmup", type=int, default=8)
    a = ap.parse_args()
    name, batch, prec = a.config.split(":")[:3]
    batch = int(batch)
    make, _, shape, classes, lr = WORKLOADS[name]
    torch.backends.cudnn.benchmark = True
    torch.backends.cuda.matmul.allow_tf32 = prec == "tf32"
    torch.manual_seed(0)
    dev = "cuda"
    m = make(classes).to(dev).to(memory_format=torch.channels_last)
    x = torch.rand((batch,) + shape, device=dev).to(memory_format=torch.channels_last)
    y = torch.randint(0, classes, (batch,), device=dev)
    opt = torch.optim.SGD(m.parameters(), lr=lr, momentum=0.9)
    scaler = torch.amp.GradScaler() if prec == "fp16" else None
    dt = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(prec)
    nvtx = torch.cuda.nvtx

    def step(marked):
        opt.zero_grad(set_to_none=True)
        if marked:
            nvtx.range_push("forward")
        with torch.autocast(device_type=dev, dtype=dt, enabled=dt is not None):
            loss = F.cross_entropy(m(x), y)
        if marked:
            torch.cuda.synchronize()
            nvtx.range_pop()
            nvtx.range_push("backward")
        (scaler.scale(loss) if scaler else loss).backward()
        if marked:
            torch.cuda.synchronize()
            nvtx.range_pop()
            nvtx.range_push("optimizer")
        if scaler:
            scaler.step(opt)
            scaler.update()
        else:
            opt.step()
        if marked:
            torch.cuda.synchronize()
            nvtx.range_pop()

    for _ in range(a.warmup):
        step(False)
    torch.cuda.synchronize()
    r = nvtx.range_start("torch-step")
    step(True)
    torch.cuda.synchronize()
    nvtx.range_end(r)
    print(f"torch_kernel_twin: {a.config} on {torch.cuda.get_device_name(0)}, torch {torch.__version__}", flush=True)


if __name__ == "__main__":
    main()
