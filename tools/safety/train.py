"""Trains the context-aware safety reader. `python3 train.py cv [folds]` writes out-of-fold predictions for
grouped cross-validation (each fold holds out authors the model never saw); `python3 train.py final`
trains on everything and exports model.onnx. Run on one core: OMP_NUM_THREADS=1 taskset -c 1 ...
With FINAL_OUT=/some/prefix, `final` writes prefix.pt, prefix.onnx, prefix-trained-on.json and
prefix-sample-inputs.json instead, and leaves the shipped model alone (one member of a seed
ensemble: ensemble.py)."""
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn

from textfeat import RUNTIME, KINDS, MAX_NGRAMS, NGRAM_BUCKETS, TIERS, load_vectors, ngram_ids, read_new_data, read_old_data, tokenise

torch.set_num_threads(1)
MAX_CUR, MAX_CTX = 60, 30
CONTEXT = int(os.environ.get("CONTEXT", 3))  # earlier turns read with the message; 0 for the ablation
EPOCHS, BATCH = int(os.environ.get("EPOCHS", 10)), 64
OLD_WEIGHT = float(os.environ.get("OLD_WEIGHT", 0.5))  # 0 leaves the older data out
# Weight of a calm (none or elevated) turn read with earlier turns of its sequence: ordinary
# in-session talk, where false checks cluster.
CALM_TURN_WEIGHT = float(os.environ.get("CALM_TURN_WEIGHT", 1.0))
# Architecture and training variants (h-arch experiments; every default is the shipped model).
# ARCH: comma-separated flags; empty is today's reader. `xatt`: the message's tokens attend to the
# context's tokens (one head) instead of a max pool over the context; `wide`: projection to 128
# instead of 96; `conv3`: a third residual convolution (dilation 4); `gru`: a light BiGRU (2 x 48)
# over the message's tokens after the convolutions, added residually.
ARCH = {a for a in os.environ.get("ARCH", "").split(",") if a}
LABEL_SMOOTH = float(os.environ.get("LABEL_SMOOTH", 0.0))  # on the tier loss only
MAX_LR = float(os.environ.get("MAX_LR", 3e-3))
# Leave-authors-out folds over the 13 new authors; every author is held out exactly once.
FOLDS = [
    ["21-young-texters", "26-body-and-mind", "31-money-law-housing"],
    ["22-spoken-adults", "27-second-language", "32-illness-pain-ageing"],
    ["23-in-session", "28-queer-neurodivergent", "33-terse-ambiguous"],
    ["24-oblique-adults", "29-veterans-responders"],
    ["25-bystanders-abuse", "30-parents-families"],
]
WORDS, VECS = load_vectors()
FINAL_OUT = os.environ.get("FINAL_OUT")
WEIGHTS = f"{FINAL_OUT}.pt" if FINAL_OUT else "/tmp/safety-final.pt"


def tokens_of(item):
    """Context turns oldest first (segment 4..2 by distance), then the message itself (segment 1)."""
    toks, segs = [], []
    ctx = item["context"][-CONTEXT:] if CONTEXT else []
    for d, turn in enumerate(ctx):
        t = tokenise(turn)[-MAX_CTX:]
        toks += t
        segs += [1 + len(ctx) - d] * len(t)
    cur = tokenise(item["text"])[:MAX_CUR] or ["<empty>"]
    toks += cur
    segs += [1] * len(cur)
    return toks, segs


def featurise(item):
    toks, segs = tokens_of(item)
    vec_ids = np.array([WORDS.get(t, -1) for t in toks])
    ngrams = np.zeros((len(toks), MAX_NGRAMS), dtype=np.int64)
    for i, t in enumerate(toks):
        g = ngram_ids(t)
        ngrams[i, : len(g)] = g
    return vec_ids, ngrams, np.array(segs)


def collate(feats):
    T = max(len(f[0]) for f in feats)
    vecs = np.zeros((len(feats), T, 100), dtype=np.float32)
    ngrams = np.zeros((len(feats), T, MAX_NGRAMS), dtype=np.int64)
    segs = np.zeros((len(feats), T), dtype=np.int64)
    for b, (vid, ng, sg) in enumerate(feats):
        n = len(vid)
        known = vid >= 0
        vecs[b, :n][known] = VECS[vid[known]]
        ngrams[b, :n] = ng
        segs[b, :n] = sg
    return torch.from_numpy(vecs), torch.from_numpy(ngrams), torch.from_numpy(segs)


class Reader(nn.Module):
    def __init__(self, ngram_dim=32, hid=None, arch=frozenset(ARCH)):
        super().__init__()
        hid = hid or (128 if "wide" in arch else 96)
        self.arch = set(arch)
        self.ngram = nn.Embedding(NGRAM_BUCKETS, ngram_dim, padding_idx=0)
        self.segment = nn.Embedding(5, 16, padding_idx=0)
        self.drop_in = nn.Dropout(0.25)
        self.proj = nn.Linear(100 + ngram_dim + 16, hid)
        self.conv1 = nn.Conv1d(hid, hid, 3, padding=1)
        self.conv2 = nn.Conv1d(hid, hid, 3, padding=2, dilation=2)
        self.att = nn.Linear(hid, 1)
        # Extra modules only when asked for, so the default model draws the same initial weights.
        if "conv3" in self.arch:
            self.conv3 = nn.Conv1d(hid, hid, 3, padding=4, dilation=4)
        if "gru" in self.arch:
            self.gru = nn.GRU(hid, hid // 2, batch_first=True, bidirectional=True)
        if "xatt" in self.arch:
            self.q = nn.Linear(hid, hid)
            self.kv = nn.Linear(hid, 2 * hid)
            self.xout = nn.Linear(hid, hid)
        self.mlp = nn.Sequential(nn.Dropout(0.3), nn.Linear(3 * hid, hid), nn.ReLU(), nn.Dropout(0.2))
        self.tier = nn.Linear(hid, len(TIERS))
        self.kind = nn.Linear(hid, len(KINDS))

    def logits(self, vecs, ngrams, segment):
        ng = self.ngram(ngrams).sum(2) / (ngrams > 0).sum(-1, keepdim=True).clamp(min=1)
        x = self.drop_in(torch.cat([vecs, ng, self.segment(segment)], -1))
        h = torch.relu(self.proj(x)).transpose(1, 2)
        h = h + torch.relu(self.conv1(h))
        h = h + torch.relu(self.conv2(h))
        if "conv3" in self.arch:
            h = h + torch.relu(self.conv3(h))
        h = h.transpose(1, 2)
        cur = (segment == 1).unsqueeze(-1)
        ctx = (segment > 1).unsqueeze(-1)
        has_ctx = ctx.any(1).float()
        if "gru" in self.arch:
            # Context tokens and padding are zeroed, so the GRU reads the message (context first, oldest first).
            g, _ = self.gru(h * cur.float())
            h = h + g * cur.float()
        if "xatt" in self.arch:
            k, v = self.kv(h).chunk(2, -1)
            s = torch.bmm(self.q(h), k.transpose(1, 2)) / h.shape[-1] ** 0.5  # [B, T(query), T(key)]
            s = s.masked_fill(~ctx.transpose(1, 2), -1e4)
            seen = torch.bmm(torch.softmax(s, -1), v) * has_ctx.unsqueeze(1)  # what each token finds in the context
            seen = self.xout(seen)
            a = torch.softmax(self.att(h).masked_fill(~cur, -1e4), dim=1)
            h2 = h + torch.relu(seen)
            pooled = (a * h2).sum(1)
            cur_max = h2.masked_fill(~cur, -1e4).max(1).values
            ctx_sum = (a * seen).sum(1)
            z = self.mlp(torch.cat([pooled, cur_max, ctx_sum], -1))
            return self.tier(z), self.kind(z)
        a = torch.softmax(self.att(h).masked_fill(~cur, -1e4), dim=1)
        pooled = (a * h).sum(1)
        cur_max = h.masked_fill(~cur, -1e4).max(1).values
        ctx_max = h.masked_fill(~ctx, -1e4).max(1).values * has_ctx
        z = self.mlp(torch.cat([pooled, cur_max, ctx_max], -1))
        return self.tier(z), self.kind(z)

    def forward(self, vecs, ngrams, segment):
        t, k = self.logits(vecs, ngrams, segment)
        return torch.softmax(t, -1), torch.softmax(k, -1)


def norm(text):
    return " ".join(tokenise(text))


def weight(item):
    if item["author"].startswith("old-"):
        return OLD_WEIGHT
    return CALM_TURN_WEIGHT if item["context"] and item["tier"] <= 1 else 1.0


def train(items, seed=int(os.environ.get("SEED", 13))):
    torch.manual_seed(seed)
    random.seed(seed)
    items = [it for it in items if OLD_WEIGHT or not it["author"].startswith("old-")]
    feats = [featurise(it) for it in items]
    order = sorted(range(len(items)), key=lambda i: len(feats[i][0]))
    batches = [order[i : i + BATCH] for i in range(0, len(order), BATCH)]
    model = Reader()
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=MAX_LR, total_steps=EPOCHS * len(batches))
    ce = nn.CrossEntropyLoss(reduction="none", ignore_index=-100)
    ce_tier = nn.CrossEntropyLoss(reduction="none", ignore_index=-100, label_smoothing=LABEL_SMOOTH) if LABEL_SMOOTH else ce
    for epoch in range(EPOCHS):
        model.train()
        random.shuffle(batches)
        total, t0 = 0.0, time.time()
        for b in batches:
            x = collate([feats[i] for i in b])
            tier = torch.tensor([items[i]["tier"] for i in b])
            kind = torch.tensor([items[i]["kind"] for i in b])
            w = torch.tensor([weight(items[i]) for i in b])
            tl, kl = model.logits(*x)
            loss = (w * (ce_tier(tl, tier) + 0.5 * ce(kl, kind))).sum() / w.sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(b)
        print(f"  epoch {epoch + 1}: loss {total / len(items):.3f} ({time.time() - t0:.0f}s)", flush=True)
    return model.eval()


@torch.no_grad()
def predict(model, items):
    out = []
    feats = [featurise(it) for it in items]
    for s in range(0, len(items), 256):
        tp, kp = model(*collate(feats[s : s + 256]))
        out += [(a.tolist(), b.tolist()) for a, b in zip(tp, kp)]
    return out


def main():
    mode = sys.argv[1]
    new, old = read_new_data(), read_old_data()
    if mode == "cv":
        folds = [int(f) for f in sys.argv[2].split(",")] if len(sys.argv) > 2 else range(len(FOLDS))
        for f in folds:
            test = [it for it in new if it["author"] in FOLDS[f]]
            held = {norm(it["text"]) for it in test if not it["seq"]}
            seen, train_items = set(), []
            for it in new + old:  # drop single lines also in the held-out fold, and repeated single lines
                if it["author"] in FOLDS[f]:
                    continue
                key = norm(it["text"])
                if not it["seq"] and (key in held or key in seen):
                    continue
                seen.add(key)
                train_items.append(it)
            print(f"fold {f}: train {len(train_items)}, test {len(test)} ({', '.join(FOLDS[f])})", flush=True)
            model = train(train_items)
            timing(model, new)
            with open(f"{os.environ.get('OOF', '/tmp/safety-oof')}-{f}.jsonl", "w") as out:
                for it, (tp, kp) in zip(test, predict(model, test)):
                    out.write(json.dumps(dict(id=it["id"], fold=f, tier_probs=tp, kind_probs=kp)) + "\n")
    elif mode == "final":
        seen, train_items = set(), []
        for it in new + old:
            key = norm(it["text"])
            if not it["seq"] and key in seen:
                continue
            seen.add(key)
            train_items.append(it)
        model = train(train_items)
        torch.save(model.state_dict(), WEIGHTS)
        if FINAL_OUT:
            export(model, new, f"{FINAL_OUT}.onnx", f"{FINAL_OUT}-sample-inputs.json")
            write_trained_on(new + old, f"{FINAL_OUT}-trained-on.json")
        else:
            export(model, new)
            write_trained_on(new + old)


def write_trained_on(items, path=RUNTIME / "trained-on.json"):
    """Which data files the model read, so the sealed figures leave out only texts it trained on."""
    files = sorted({f"train/{a}" if not a.startswith("old-") else f"older/{a[4:]}" for a in (it["author"] for it in items)})
    Path(path).write_text(json.dumps(files, indent=2) + "\n")


def export(model, new, path=RUNTIME / "model.onnx", sample_inputs="/tmp/safety-sample-inputs.json"):
    x = collate([featurise(new[0])])
    torch.onnx.export(
        model, x, path, input_names=["vecs", "ngrams", "segment"],
        output_names=["tier_probs", "kind_probs"], opset_version=13,
        dynamic_axes={"vecs": {0: "batch", 1: "tokens"}, "ngrams": {0: "batch", 1: "tokens"}, "segment": {0: "batch", 1: "tokens"},
                      "tier_probs": {0: "batch"}, "kind_probs": {0: "batch"}},
    )
    feats = timing(model, new)
    if not sample_inputs:
        return
    with open(sample_inputs, "w") as out:
        json.dump([{k: (v.shape, v.flatten().tolist()) for k, v in zip(["vecs", "ngrams", "segment"], x)} for x in feats[:300]], out)


def timing(model, new):
    """Per-message timing on one thread, batch of one, over real messages with their context."""
    sample = random.Random(1).sample(new, 300)
    feats = [collate([featurise(it)]) for it in sample]
    times = []
    with torch.no_grad():
        for x in feats:
            t0 = time.perf_counter()
            model(*x)
            times.append((time.perf_counter() - t0) * 1000)
    t0 = time.perf_counter()
    for it in sample:
        featurise(it)
    feat_ms = (time.perf_counter() - t0) * 1000 / len(sample)
    times.sort()
    print(f"torch per message: p50 {times[150]:.2f} ms, p99 {times[296]:.2f} ms; featurising {feat_ms:.2f} ms", flush=True)
    return feats


if __name__ == "__main__":
    main()
