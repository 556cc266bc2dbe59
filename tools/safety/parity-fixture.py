"""Writes the fixture that holds the Node featuriser and runtime to this Python side
(src/server/ai/safety/model/parity.test.ts): about 60 messages with context, their tokens, segments,
n-gram ids, which tokens have a vector and the vectors' sums, and the trained model's probabilities.
Run after `python3 train.py final`, which leaves the weights in /tmp/safety-final.pt:
    OMP_NUM_THREADS=1 python3 parity-fixture.py
or, for a seed ensemble (ensemble.py), name its members' weights, as given to ensemble.py:
    OMP_NUM_THREADS=1 python3 parity-fixture.py /tmp/safety-final-13.pt /tmp/safety-final-7.pt ..."""
import json
import random
import sys

import torch

from textfeat import RUNTIME, read_new_data
from ensemble import load
from train import MAX_CUR, VECS, collate, featurise, tokens_of

# Edge cases for the tokeniser: apostrophes straight and curly, a lone apostrophe, emoji and other
# scripts, dropped punctuation, numbers, unusual spaces, nothing at all, and a message past 60 tokens.
EDGE = [
    ("I don't want to be here anymore", []),
    ("can't sleep, won't eat... it's fine lol", ["work's been rough", "my boss yelled again"]),
    ("’tis what it is ‘ok’ n't 'quoted' '", []),
    ("i took 20 of my nan's panadol 💊💊 an hour ago 😶", ["everything is too much"]),
    ("Ça va? Je suis très fatigué… 我很累 Привет", []),
    ('"(really)" *sigh*, fine', ["", "   "]),
    ("tabs\there\u00a0nbsp\u2003em\u3000ideo\x85nel\ufeffbom", []),
    ("", ["i keep thinking about the pills"]),
    ("👍", ["counted them this morning", "there's enough now", "saving them up for weeks", "im tired"]),
    (" ".join(["so tired of all of it and every single day is the same"] * 8), ["i dont know anymore"]),
    ("İstanbul ΣΊΣΥΦΟΣ straße", []),
    ("rope's up", ["it's done", "bye mate"]),
]


def main():
    items = read_new_data()
    rng = random.Random(7)
    seqs = [it for it in items if len(it["context"]) >= 1]
    singles = [it for it in items if not it["context"]]
    cases = EDGE + [(it["text"], it["context"]) for it in rng.sample(seqs, 30) + rng.sample(singles, 18)]
    model = load(sys.argv[1:] or ["/tmp/safety-final.pt"])
    out = []
    with torch.no_grad():
        for text, context in cases:
            vid, ng, seg = featurise(dict(text=text, context=context))
            tp, kp = model(*collate([(vid, ng, seg)]))
            out.append(dict(
                text=text, context=context, max_tokens=MAX_CUR,
                tokens=tokens_of(dict(text=text, context=context))[0],
                known=[bool(i >= 0) for i in vid.tolist()],
                vec_sums=[float(VECS[i].sum()) if i >= 0 else 0.0 for i in vid.tolist()],
                segments=seg.tolist(), ngrams=[[g for g in row if g] for row in ng.tolist()],
                tier_probs=tp[0].tolist(), kind_probs=kp[0].tolist(),
            ))
    path = RUNTIME / "parity-fixture.json"
    path.write_text(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"{len(out)} cases -> {path}")


if __name__ == "__main__":
    main()
