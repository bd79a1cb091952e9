#!/usr/bin/env python3
"""Prints one line per nnlab run record (JSON from `nnlab-cli train --out`): the run's label,
status, test accuracy, the median training seconds per epoch after the first, samples/s, and for
data-parallel runs the communicator, the shares of the global batch and the communication share.
Used by scripts/gpu-check --lab; the figures are the engine's, read back, not recomputed."""
import json
import statistics
import sys


def get(d, *path, default=None):
    for p in path:
        if not isinstance(d, dict) or p not in d:
            return default
        d = d[p]
    return d


def line(path):
    try:
        j = json.load(open(path))
    except Exception as e:  # a run that failed before writing its record
        return f"{path}: no record ({e})"
    epochs = j.get("epochs") or []
    train = [e.get("train_seconds") for e in epochs if e.get("train_seconds") is not None]
    steady = train[1:] or train
    med = statistics.median(steady) if steady else float("nan")
    acc = get(j, "result", "test", "accuracy")
    if acc is None:
        acc = get(j, "test", "accuracy")
    sps = epochs[-1].get("samples_per_second") if epochs else None
    out = f"{j.get('label', path):34s} {get(j, 'result', 'status', default=j.get('status', '?')):9s}"
    out += f" test {100 * acc:6.2f} %" if isinstance(acc, (int, float)) else " test    n/a"
    out += f"  epoch {med:7.3f} s"
    out += f"  {sps:9.0f} samples/s" if isinstance(sps, (int, float)) else ""
    par = j.get("parallel")
    if par:
        comm = sum(e.get("comm_seconds", 0) or 0 for e in epochs[1:]) or None
        tot = sum(train[1:]) or None
        out += f"  [{par.get('communicator', '?')}; shares {par.get('shares')}"
        if par.get("measured_samples_per_second"):
            out += " calibrated " + "/".join(f"{v:.0f}" for v in par["measured_samples_per_second"])
        if comm and tot:
            out += f"; comm {100 * comm / tot:.1f} %"
        out += "]"
    return out


for p in sys.argv[1:]:
    print(line(p))
