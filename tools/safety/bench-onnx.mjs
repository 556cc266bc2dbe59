// Times model.onnx per message in Node with onnxruntime-node on one thread, over inputs that
// train.py final wrote (real messages with context, batch of one). onnxruntime-node is not a project
// dependency yet: install it outside the repo (see README) and pass its folder.
// Usage: node tools/safety/bench-onnx.mjs /tmp/ort/node_modules/onnxruntime-node /tmp/safety-sample-inputs.json
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [ortDir, samplesPath] = process.argv.slice(2);
const ort = createRequire(import.meta.url)(ortDir);
const session = await ort.InferenceSession.create(join(import.meta.dirname, 'model.onnx'), {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
});
const samples = JSON.parse(readFileSync(samplesPath, 'utf8')).map((s) => ({
  vecs: new ort.Tensor('float32', Float32Array.from(s.vecs[1]), s.vecs[0]),
  ngrams: new ort.Tensor('int64', BigInt64Array.from(s.ngrams[1].map(BigInt)), s.ngrams[0]),
  segment: new ort.Tensor('int64', BigInt64Array.from(s.segment[1].map(BigInt)), s.segment[0]),
}));
for (const feeds of samples) await session.run(feeds); // warm up: the first run of each input length allocates
const times = [];
for (let round = 0; round < 10; round++)
  for (const feeds of samples) {
    const t0 = process.hrtime.bigint();
    await session.run(feeds);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
console.log(
  `onnxruntime-node ${ort.env.versions?.common ?? ''}: ${times.length} runs, p50 ${at(0.5)}, p90 ${at(0.9)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)} ms`,
);
const out = await session.run(samples[0]);
console.log(
  'outputs',
  Object.keys(out),
  Array.from(out.tier_probs.data).map((x) => x.toFixed(3)),
);
