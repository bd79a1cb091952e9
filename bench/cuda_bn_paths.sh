#!/usr/bin/env bash
# bench/cuda_bn_paths.sh (issue 23): the channels-last batch-norm paths of the cuda backend in
# one call on one GPU, rounds alternating: cuDNN's semi-persistent kernels with the residual
# block's addition and ReLU fused (NNLAB_CUDA_BN=cudnn), without that fusion (plain), and the
# engine's own kernels (own), nnlab-bench-gpu epochs (median of the timed epochs after a
# warm-up one) of the ResNet rows; each path's time against the fused one's. bench/env_ab.sh
# for NNLAB_CUDA_BN. On the device tool (carry [".deps"]), after a build:
#   BUILD=build-gpu [ROUNDS=3] [EPOCHS=3] [CONFIGS=resnet34:128:fp16,resnet18:64:fp16] bench/cuda_bn_paths.sh
VAR=NNLAB_CUDA_BN VALUES="cudnn plain own" exec "$(dirname "${BASH_SOURCE[0]}")/env_ab.sh"
