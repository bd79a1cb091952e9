#!/usr/bin/env python3
"""PIL twin of nnlab-bench-import: the same files, the same result (gray 227x227 uint8 array).

  python3 bench/pil_import_twin.py DIR [--procs P] [--repeat R] [--draft]

Per image: Image.open(path).convert("L") (the idiomatic PIL way: decode RGB, then BT.601
luma), resized with Image.BOX only when the size differs, copied into one N x 227 x 227 array.
--draft adds img.draft("L", (227, 227)) first, which lets libjpeg decode the luma plane only
(the trick nnlab uses): a stronger twin. --procs P splits the files over P processes
(multiprocessing), as nnlab splits them over threads.
"""
import argparse, json, os, statistics, sys, time
from multiprocessing import Pool

import numpy as np
from PIL import Image

SIZE = (227, 227)


def files_of(root):
    out = []
    for cls in sorted(os.listdir(root)):
        d = os.path.join(root, cls)
        if os.path.isdir(d):
            out += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.lower().endswith((".jpg", ".jpeg", ".png"))]
    return out


def load(args):
    paths, draft = args
    arr = np.empty((len(paths), SIZE[1], SIZE[0]), dtype=np.uint8)
    for i, p in enumerate(paths):
        with Image.open(p) as im:
            if draft:
                im.draft("L", SIZE)
            g = im.convert("L")
            if g.size != SIZE:
                g = g.resize(SIZE, Image.BOX)
            arr[i] = np.asarray(g)
    return arr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--draft", action="store_true")
    a = ap.parse_args()
    paths = files_of(a.dir)
    rates = []
    pool = Pool(a.procs) if a.procs > 1 else None
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        if pool:
            chunks = [paths[i::a.procs] for i in range(a.procs)]
            parts = pool.map(load, [(c, a.draft) for c in chunks])
            data = np.concatenate(parts)
        else:
            data = load((paths, a.draft))
        dt = time.perf_counter() - t0
        rates.append(len(data) / dt)
        print(json.dumps({"tool": "pil" + ("-draft" if a.draft else ""), "procs": a.procs, "images": len(data),
                          "seconds": round(dt, 4), "images_per_s": round(rates[-1], 1)}))
    if pool:
        pool.close()
    print(json.dumps({"tool": "pil" + ("-draft" if a.draft else ""), "procs": a.procs,
                      "median_images_per_s": round(statistics.median(rates), 1)}))


if __name__ == "__main__":
    sys.exit(main())
