# The PyTorch twin of nnlab's data-parallel ResNet-34 benchmark (bench/dp_vs_ddp.sh): the
# workload of `nnlab-cli train --model resnet34 --dataset synthetic-fish-masks --split 85,2,13
# --batch B --device cuda:0,...` (7,650 training images of 1x148x197, 9 classes, SGD lr 0.05
# momentum 0.9, batch B per device), as DistributedDataParallel over NCCL with the whole
# training step, all-reduce included, captured as one CUDA graph: the anchor the project's
# issue 22 asks nnlab to beat (../shared/bench-anchors/torch_ddp_graph_anchor.py). Random data
# resident on the GPU, each rank its share of the epoch; median ms per training epoch of 3.
# Launch: torchrun --standalone --nproc_per_node=N bench/torch_ddp_graph_twin.py [fp16|bf16|tf32|fp32] [B]
import json
import os
import statistics
import sys
import time

os.environ.setdefault("TORCH_NCCL_ASYNC_ERROR_HANDLING", "0")  # required to capture NCCL calls
import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
import torchvision

dist.init_process_group("nccl")
rank, world = dist.get_rank(), dist.get_world_size()
torch.cuda.set_device(rank)
torch.backends.cudnn.benchmark = True
precision = sys.argv[1] if len(sys.argv) > 1 else "fp16"
batch = int(sys.argv[2]) if len(sys.argv) > 2 else 128
samples = 7650 // world
torch.manual_seed(rank)
images = torch.rand((samples, 1, 148, 197), device="cuda")
labels = torch.randint(0, 9, (samples,), device="cuda")
model = torchvision.models.resnet34(num_classes=9)
model.conv1 = nn.Conv2d(1, 64, 7, 2, 3, bias=False)
model = model.cuda()
if precision in ("fp16", "bf16"):  # channels-last, as nnlab picks for 16-bit convolution nets
    model = model.to(memory_format=torch.channels_last)
    images = images.to(memory_format=torch.channels_last)
autocast = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(precision)
# tf32: f32 tensors, tensor-core matrix products with 10-bit mantissas (nnlab's tf32 mode)
torch.backends.cuda.matmul.allow_tf32 = precision == "tf32"
torch.backends.cudnn.allow_tf32 = precision == "tf32"

side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(side):  # DDP's set-up and the warm-up steps off the default stream
    model = nn.parallel.DistributedDataParallel(model, device_ids=[rank])
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    x = images[:batch].clone()
    y = labels[:batch].clone()

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cuda", dtype=autocast, enabled=autocast is not None):
            loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        return loss

    for _ in range(11):
        step()
torch.cuda.current_stream().wait_stream(side)
graph = torch.cuda.CUDAGraph()
opt.zero_grad(set_to_none=True)
with torch.cuda.graph(graph):
    last = step()


def epoch():
    order = torch.randperm(samples, device="cuda")
    for i in range(samples // batch):
        idx = order[i * batch:(i + 1) * batch]
        x.copy_(images[idx])
        y.copy_(labels[idx])
        graph.replay()
    torch.cuda.synchronize()
    dist.barrier()


epoch()
times = []
for _ in range(3):
    t0 = time.perf_counter()
    epoch()
    times.append(time.perf_counter() - t0)
if rank == 0:
    key = f"resnet34-fish|ddp-graph x{world}|{precision}|b{batch}/dev"
    ms = statistics.median(times) * 1000
    print(f"{key:44s} {ms:9.1f} ms/epoch  loss {last.item():.3f}", flush=True)
    if os.environ.get("OUT"):
        with open(os.path.join(os.environ["OUT"], f"torch-ddpg{world}-{precision}.json"), "w") as f:
            json.dump({key: ms}, f)
dist.destroy_process_group()
