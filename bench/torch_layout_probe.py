#!/usr/bin/env python3
"""torch_layout_probe.py: how much do channels-last activations save PyTorch/cuDNN on ResNet-34
(1x148x197, b128) in pure fp16, the step captured as a CUDA graph (no Python overhead)? The full
model and its convolutions only (batch norm replaced by identity), NCHW and channels-last.
Run on the GPU machine: python3 bench/torch_layout_probe.py (prints ms per step of each variant).
"""
import statistics, torch, torch.nn as nn, torchvision

def model(bn=True):
    m = torchvision.models.resnet34(num_classes=9)
    m.conv1 = nn.Conv2d(1, 64, 7, 2, 3, bias=False)
    if not bn:
        for name, mod in list(m.named_modules()):
            for cn, child in list(mod.named_children()):
                if isinstance(child, nn.BatchNorm2d): setattr(mod, cn, nn.Identity())
    return m.cuda().half()

def step_ms(bn, cl, batch=128):
    torch.backends.cudnn.benchmark = True
    m = model(bn)
    x = torch.randn(batch, 1, 148, 197, device="cuda", dtype=torch.half)
    y = torch.randint(0, 9, (batch,), device="cuda")
    if cl:
        m = m.to(memory_format=torch.channels_last); x = x.to(memory_format=torch.channels_last)
    def f():
        out = m(x); loss = nn.functional.cross_entropy(out.float(), y); loss.backward()
    s = torch.cuda.Stream(); s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(5): f()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g): f()
    times = []
    for _ in range(7):
        a, b = torch.cuda.Event(True), torch.cuda.Event(True)
        a.record()
        for _ in range(10): g.replay()
        b.record(); b.synchronize(); times.append(a.elapsed_time(b) / 10)
    return statistics.median(times)

for bn in (True, False):
    for cl in (False, True):
        print(f"resnet34 b128 fp16 {'full' if bn else 'convs only'} {'channels-last' if cl else 'NCHW'}: "
              f"{step_ms(bn, cl):.2f} ms/step", flush=True)
