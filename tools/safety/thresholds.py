"""Prints the trade-offs of the runtime's tier thresholds (src/server/ai/safety/policy.ts) on the
out-of-fold predictions of `train.py cv`, so they are chosen on data no model saw in training and
never on sealed batches. Usage: python3 thresholds.py [check high immediate] ...
Columns: spec_session is specificity on 23-in-session (the issue's in-session figure); spec_turns on
every calm turn read with earlier turns of its sequence, any author.
Without arguments, a grid around the shipped values. CHECK_IN_CONTEXT=0.4,0.5,… prints the shipped values
with a separate check threshold for messages read with earlier turns (urgent_ctx and check_ctx: recall on
those messages)."""
import glob
import itertools
import json
import os
import sys

from textfeat import read_new_data


def tier_of(p, check, high, imm, elev=0.5):
    urgent = p[2] + p[3] + p[4]
    if urgent < check:
        return 1 if p[1] + urgent >= elev else 0
    if p[4] >= imm:
        return 4
    return 3 if p[3] + p[4] >= high else 2


def rate(rows, sel, ok):
    s = [r for r in rows if sel(r)]
    return 100.0 * sum(ok(r) for r in s) / max(1, len(s))


def report(rows, check, high, imm, check_ctx=None):
    """`check_ctx`: a separate check threshold for a message read with earlier turns of its session."""
    pred = [(t, tier_of(p, check_ctx if c and check_ctx is not None else check, high, imm), a, c) for t, p, a, c in rows]
    return dict(
        urgent=rate(pred, lambda r: r[0] >= 3, lambda r: r[1] >= 2),
        urgent_ctx=rate(pred, lambda r: r[0] >= 3 and r[3], lambda r: r[1] >= 2),
        check_ctx=rate(pred, lambda r: r[0] == 2 and r[3], lambda r: r[1] >= 2),
        immediate=rate(pred, lambda r: r[0] == 4, lambda r: r[1] >= 2),
        imm_exact=rate(pred, lambda r: r[0] == 4, lambda r: r[1] == 4),
        check=rate(pred, lambda r: r[0] == 2, lambda r: r[1] >= 2),
        spec=rate(pred, lambda r: r[0] <= 1, lambda r: r[1] <= 1),
        spec_session=rate(pred, lambda r: r[0] <= 1 and r[2] == "23-in-session", lambda r: r[1] <= 1),
        spec_turns=rate(pred, lambda r: r[0] <= 1 and r[3], lambda r: r[1] <= 1),
        no_dialog=rate(pred, lambda r: r[0] <= 1, lambda r: r[1] <= 2),
        dialog_on_check=rate(pred, lambda r: r[0] == 2, lambda r: r[1] >= 3),
        high_as_dialog=rate(pred, lambda r: r[0] >= 3, lambda r: r[1] >= 3),
    )


def main():
    items = {it["id"]: it for it in read_new_data()}
    rows = []
    for path in sorted(glob.glob(os.environ.get("OOF", "/tmp/safety-oof") + "-*.jsonl")):
        for line in open(path):
            r = json.loads(line)
            it = items[r["id"]]
            rows.append((it["tier"], r["tier_probs"], it["author"], bool(it["context"])))
    print(f"{len(rows)} out-of-fold messages")
    if os.environ.get("CHECK_IN_CONTEXT"):
        # The shipped thresholds with a separate check threshold for messages read in context.
        cols = ["urgent", "urgent_ctx", "check_ctx", "immediate", "spec", "spec_session", "spec_turns"]
        print("ctx_check " + " ".join(f"{c[:12]:>12}" for c in cols))
        for x in [float(v) for v in os.environ["CHECK_IN_CONTEXT"].split(",")]:
            f = report(rows, 0.4, 0.5, 0.35, x)
            print(f"{x:9.2f} " + " ".join(f"{f[c]:12.1f}" for c in cols))
        return
    args = [float(a) for a in sys.argv[1:]]
    grid = [tuple(args[i : i + 3]) for i in range(0, len(args), 3)] if args else list(
        itertools.product([0.3, 0.35, 0.4, 0.45, 0.5], [0.5], [0.45])
    ) + [(0.4, h, i) for h in (0.4, 0.6) for i in (0.35, 0.55)]
    cols = ["urgent", "immediate", "imm_exact", "check", "spec", "spec_session", "spec_turns", "no_dialog", "dialog_on_check", "high_as_dialog"]
    print("check high  imm  " + " ".join(f"{c[:9]:>9}" for c in cols))
    for g in grid:
        f = report(rows, *g)
        print(f"{g[0]:5.2f} {g[1]:4.2f} {g[2]:4.2f} " + " ".join(f"{f[c]:9.1f}" for c in cols))


if __name__ == "__main__":
    main()
