"""Figures on the new data, per held-out fold and pooled, for the learned reader's out-of-fold
predictions (train.py cv) and for the shipped reader (run-current.ts).
Usage: python3 evaluate.py /tmp/current.jsonl [urgent threshold ...]"""
import glob
import json
import os
import sys

import numpy as np

from textfeat import KINDS, TIERS, read_new_data

from train import FOLDS

URGENT = {2, 3, 4}  # check, high, immediate: any of them on a calm message is a false alarm


def figures(rows):
    """rows: (true tier, predicted tier, author, tier probs or None, true kind, predicted kind)."""
    def rate(sel, ok):
        sel = [r for r in rows if sel(r)]
        return (100.0 * sum(ok(r) for r in sel) / len(sel), len(sel)) if sel else (float("nan"), 0)
    out = {
        "urgent": rate(lambda r: r[0] in (3, 4), lambda r: r[1] in URGENT),
        "immediate": rate(lambda r: r[0] == 4, lambda r: r[1] in URGENT),
        "imm_exact": rate(lambda r: r[0] == 4, lambda r: r[1] == 4),
        "check": rate(lambda r: r[0] == 2, lambda r: r[1] in URGENT),
        "spec": rate(lambda r: r[0] <= 1, lambda r: r[1] <= 1),
        "spec_insession": rate(lambda r: r[0] <= 1 and r[2] == "23-in-session", lambda r: r[1] <= 1),
        "kind": rate(lambda r: r[4] > 0 and r[0] >= 2, lambda r: r[5] == r[4]),
    }
    probs = [r for r in rows if r[3] is not None]
    if probs:
        conf = np.array([max(r[3]) for r in probs])
        hit = np.array([int(np.argmax(r[3])) == r[0] for r in probs])
        bins = np.minimum((conf * 15).astype(int), 14)
        out["ece"] = (100.0 * sum(abs(conf[bins == b].mean() - hit[bins == b].mean()) * (bins == b).sum() for b in range(15) if (bins == b).any()) / len(probs), len(probs))
    return out


def show(name, f):
    cols = ["urgent", "immediate", "imm_exact", "check", "spec", "spec_insession", "kind", "ece"]
    print(f"{name:<28}" + " ".join(f"{f[c][0]:6.1f}" if c in f else "     -" for c in cols))


def main():
    items = {it["id"]: it for it in read_new_data()}
    current = {}
    for line in open(sys.argv[1]):
        r = json.loads(line)
        cats = r["categories"]
        kind = 1 if {"suicide", "self_harm", "means_request"} & set(cats) else 2 if "medical" in cats else 3 if "abuse" in cats else 4 if "harm_to_others" in cats else 0
        current[r["id"]] = (TIERS.index(r["tier"]), kind)
    oof = {}
    for path in sorted(glob.glob(os.environ.get("OOF", "/tmp/safety-oof") + "-*.jsonl")):
        for line in open(path):
            r = json.loads(line)
            oof[r["id"]] = r
    thresholds = [float(t) for t in sys.argv[2:]]
    print(f"{'':<28}urgent   imm imm=   check  spec sp-ses  kind   ece   (recall/specificity %, ECE %)")
    for f in range(len(FOLDS)):
        ids = [i for i, it in items.items() if it["author"] in FOLDS[f]]
        if ids and all(i in oof for i in ids):
            print(f"fold {f}: {', '.join(a[:2] for a in FOLDS[f])}")
            show("  current reader", figures([(items[i]["tier"], current[i][0], items[i]["author"], None, items[i]["kind"], current[i][1]) for i in ids]))
            show("  model (argmax)", figures(model_rows(items, oof, ids)))
    ids = [i for i in items if i in oof]
    print(f"pooled over {len(ids)} out-of-fold messages")
    show("  current reader", figures([(items[i]["tier"], current[i][0], items[i]["author"], None, items[i]["kind"], current[i][1]) for i in ids]))
    show("  model (argmax)", figures(model_rows(items, oof, ids)))
    ctx = [i for i in ids if items[i]["context"]]
    print(f"pooled, the {len(ctx)} sequence turns that have earlier turns")
    show("  current reader", figures([(items[i]["tier"], current[i][0], items[i]["author"], None, items[i]["kind"], current[i][1]) for i in ctx]))
    show("  model (argmax)", figures(model_rows(items, oof, ctx)))
    for t in thresholds:
        show(f"  model P(chk+hi+imm)>={t}", figures(model_rows(items, oof, ids, t)))


def model_rows(items, oof, ids, threshold=None):
    rows = []
    for i in ids:
        p = oof[i]["tier_probs"]
        pred = int(np.argmax(p))
        if threshold is not None:  # urgent when the three urgent tiers together pass the threshold
            pred = (2 + int(np.argmax(p[2:]))) if sum(p[2:]) >= threshold else int(np.argmax(p[:2]))
        rows.append((items[i]["tier"], pred, items[i]["author"], p, items[i]["kind"], int(np.argmax(oof[i]["kind_probs"]))))
    return rows


if __name__ == "__main__":
    main()
