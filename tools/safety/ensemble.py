"""A seed ensemble of the safety reader in one ONNX graph: the same inputs and outputs as one model,
the outputs the mean of the members' tier and kind probabilities. Train each member on its own
(one after another on a shared machine), then export:
    SEED=13 FINAL_OUT=/tmp/safety-final-13 python3 train.py final   (and 7, 29)
    python3 ensemble.py /tmp/safety-final-13.pt /tmp/safety-final-7.pt /tmp/safety-final-29.pt
writes model.onnx and trained-on.json to the runtime; then `python3 parity-fixture.py` with the same
.pt files."""
import json
import sys
from pathlib import Path

import torch
from torch import nn

from textfeat import RUNTIME, read_new_data, read_old_data
from train import Reader, export, write_trained_on


class Ensemble(nn.Module):
    def __init__(self, members):
        super().__init__()
        self.members = nn.ModuleList(members)

    def forward(self, vecs, ngrams, segment):
        outs = [m(vecs, ngrams, segment) for m in self.members]
        return torch.stack([t for t, _ in outs]).mean(0), torch.stack([k for _, k in outs]).mean(0)


def load(paths):
    """One Reader from one weights file; an Ensemble from several."""
    members = []
    for p in paths:
        m = Reader()
        m.load_state_dict(torch.load(p))
        members.append(m.eval())
    return members[0] if len(members) == 1 else Ensemble(members).eval()


def main():
    paths = sys.argv[1:]
    new, old = read_new_data(), read_old_data()
    write_trained_on(new + old)
    shipped = json.loads((RUNTIME / "trained-on.json").read_text())
    for p in paths:  # every member must have read the data as it is now
        member = Path(p[: -len(".pt")] + "-trained-on.json")
        assert not member.exists() or json.loads(member.read_text()) == shipped, f"{p} trained on other data"
    export(load(paths), new, sample_inputs=None)
    print(f"{len(paths)} members -> {RUNTIME / 'model.onnx'}")


if __name__ == "__main__":
    main()
