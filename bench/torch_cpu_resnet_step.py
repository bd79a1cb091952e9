#!/usr/bin/env python3
"""PyTorch CPU twin of the CPU ResNet rows (bench/cpu_conv_engines.sh, bench/cpu_resnet_layers.sh).

One SGD step (momentum 0.9, cross-entropy) of the ResNets of bench/torch_gpu_twin.py on random
data resident in memory: ResNet-34 1x148x197 b128 (9 classes, the fish stand-in's shape) and
ResNet-18 1x227x227 b64 (2 classes, the cracks'), NCHW and channels-last; one step to warm up,
then the median of 3 steps. usage: torch_cpu_resnet_step.py [THREADS]
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch_gpu_twin as t  # noqa: E402

torch.set_num_threads(int(sys.argv[1]) if len(sys.argv) > 1 else os.cpu_count())
print("torch", torch.__version__, "threads", torch.get_num_threads())
for depth, shape, classes, batch in ((34, (1, 148, 197), 9, 128), (18, (1, 227, 227), 2, 64)):
    for cl in (False, True):
        torch.manual_seed(0)
        m = t.resnet(depth)(classes)
        x = torch.randn(batch, *shape)
        y = torch.randint(0, classes, (batch,))
        if cl:
            m = m.to(memory_format=torch.channels_last)
            x = x.to(memory_format=torch.channels_last)
        opt = torch.optim.SGD(m.parameters(), lr=0.01, momentum=0.9)

        def step():
            opt.zero_grad(set_to_none=True)
            F.cross_entropy(m(x), y).backward()
            opt.step()

        step()
        ts = []
        for _ in range(3):
            t0 = time.perf_counter()
            step()
            ts.append(time.perf_counter() - t0)
        med = statistics.median(ts)
        form = "channels-last" if cl else "NCHW"
        print(f"torch resnet{depth} b{batch} {form}: {med:.3f} s/step, {batch / med:.1f} samples/s")
