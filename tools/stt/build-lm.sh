#!/usr/bin/env bash
# Builds the conversational language model for the embedded recogniser (issue 16):
#   tools/stt/build-lm.sh [OUT]   (default src/server/ai/speech/pocketsphinx/solace.lm.bin)
# Only needed to rebuild; the built file is committed and the app needs nothing new at run time.
# Needs Debian's irstlm (estimates the trigram model) and sphinxbase-utils (sphinx_lm_convert, ARPA
# to pocketsphinx's binary format): apt-get install irstlm sphinxbase-utils.
#
# Text: only the person's own words in tools/safety/data/train and tools/safety/data/older
# (tools/stt/lm-text.ts), minus any message sharing a 6-word sequence with a WER test sentence,
# split at sentence ends and at words the pocketsphinx dictionary lacks (every word of the model can
# be said). Trigram, modified (improved) Kneser-Ney smoothing, no pruning. Every 20th message is
# held out and its perplexity printed, alone and mixed with the generic model at several weights
# (tools/stt/lm-weight.mjs, through the same sphinxbase mixing the recogniser uses).
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-src/server/ai/speech/pocketsphinx/solace.lm.bin}"
export IRSTLM=/usr/lib/irstlm
export PATH="$IRSTLM/bin:$PATH"
for tool in build-lm.sh compile-lm add-start-end.sh sphinx_lm_convert; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install irstlm sphinxbase-utils" >&2; exit 1; }
done
work="$(mktemp -d /tmp/lm-build.XXXXXX)"
trap 'rm -rf "$work"' EXIT

npx tsx tools/stt/lm-text.ts "$work"
add-start-end.sh <"$work/train.txt" >"$work/train.se"
add-start-end.sh <"$work/heldout.txt" >"$work/heldout.se"
build-lm.sh -i "cat $work/train.se" -n 3 -k 2 -s improved-kneser-ney -o "$work/lm.ilm.gz" -t "$work/stat" >/dev/null
compile-lm --text=yes "$work/lm.ilm.gz" "$work/lm.arpa" >/dev/null 2>&1
echo "held-out text: $(compile-lm --eval="$work/heldout.se" "$work/lm.ilm.gz" 2>/dev/null | grep -o 'PP=[0-9.]*.*' | head -1)"
sphinx_lm_convert -i "$work/lm.arpa" -o "$out" >/dev/null 2>&1
grep -m4 '^ngram' "$work/lm.arpa"
node tools/stt/lm-weight.mjs "$work/heldout.txt" "$out" /usr/share/pocketsphinx/model/en-us/en-us.lm.bin 0 0.5 0.7 0.8 0.9 1 2>/dev/null
ls -l "$out"
