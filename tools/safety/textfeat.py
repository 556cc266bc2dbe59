"""Text features shared by extraction, training and (later) the Node runtime, which must copy them
exactly: lowercase tokens, pretrained vectors looked up by token, and hashed character n-grams
(FNV-1a 32-bit over UTF-8) so unseen slang, typos and emoji still get a learned representation."""
import json
import re
import struct
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
# The shipped weights and vectors live with the runtime, which reads them.
RUNTIME = HERE.parent.parent / "src" / "server" / "ai" / "safety" / "model"
VECTORS = RUNTIME / "vectors-100d.bin"
TOKEN_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|[^\sa-z0-9]")
NGRAM_BUCKETS = 16384
NGRAM_MIN, NGRAM_MAX, MAX_NGRAMS = 3, 5, 24
TIERS = ["none", "elevated", "check", "high", "immediate"]
KINDS = ["none", "suicide_self_harm", "medical", "abuse_violence", "harm_to_others", "psychosis"]


def tokenise(text):
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    out = []
    for tok in TOKEN_RE.findall(text):
        if "'" in tok:
            stem, suffix = tok.split("'", 1)
            if stem.endswith("n") and suffix == "t":  # don't -> do n't, as GloVe was tokenised
                out += [stem[:-1], "n't"] if stem[:-1] else ["n't"]
            else:
                out += [stem, "'" + suffix]
        elif not tok.isspace() and tok not in {'"', ",", "(", ")", "*"}:
            out.append(tok)
    return out


def fnv1a(s):
    h = 0x811C9DC5
    for b in s.encode("utf-8"):
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return h


def ngram_ids(token):
    """Bucket ids (1-based; 0 is padding) of the token's character 3- to 5-grams, whole token first."""
    w = "<" + token + ">"
    grams = [w]
    for n in range(NGRAM_MIN, NGRAM_MAX + 1):
        grams += [w[i : i + n] for i in range(len(w) - n + 1)]
    return [1 + fnv1a(g) % (NGRAM_BUCKETS - 1) for g in grams[:MAX_NGRAMS]]


def load_vectors(path=VECTORS):
    """Layout: b'WVEC', u32 count, u32 dims, count x (f32 scale, dims x i8), then utf-8 words joined by \\n."""
    raw = path.read_bytes()
    assert raw[:4] == b"WVEC"
    count, dims = struct.unpack_from("<II", raw, 4)
    row = 4 + dims
    body = np.frombuffer(raw, dtype=np.uint8, count=count * row, offset=12).reshape(count, row)
    scale = body[:, :4].copy().view("<f4")
    vecs = body[:, 4:].copy().view(np.int8).astype(np.float32) * scale
    words = raw[12 + count * row :].decode("utf-8").split("\n")
    return {w: i for i, w in enumerate(words)}, vecs


def read_new_data(data_dir=HERE / "data" / "train"):
    """Every labelled message as a dict with id, author, text, context (up to 3 earlier turns), tier, kind."""
    items = []
    for f in sorted(data_dir.glob("*.jsonl")):
        author = f.stem
        for n, line in enumerate(f.read_text().split("\n")):
            if not line.strip():
                continue
            row = json.loads(line)
            turns = row.get("turns") or [row]
            for t, turn in enumerate(turns):
                items.append(
                    dict(
                        id=f"{author}:{n}:{t}", author=author, text=turn["text"], seq="turns" in row,
                        context=[x["text"] for x in turns[max(0, t - 3) : t]],
                        tier=TIERS.index(turn["tier"]), kind=KINDS.index(turn["kind"]),
                    )
                )
    return items


# Older data (data/older, 12 earlier authors): same tiers minus `check`; its categories map to
# the new kinds, except third_party and means_request, whose kind is unknown (no kind loss).
OLD_KIND = {"suicide": 1, "self_harm": 1, "medical": 2, "abuse": 3, "harm_to_others": 4, "distress": 0, "none": 0}


def read_old_data(data_dir=HERE / "data" / "older"):
    items = []
    for f in sorted(data_dir.glob("*.jsonl")):
        for n, line in enumerate(f.read_text().split("\n")):
            if not line.strip():
                continue
            row = json.loads(line)
            kind = OLD_KIND.get(row["category"], -100) if row["tier"] != "none" else 0
            items.append(dict(id=f"old-{f.stem}:{n}", author="old-" + f.stem, text=row["text"], seq=False,
                              context=[], tier=TIERS.index(row["tier"]), kind=kind))
    return items
