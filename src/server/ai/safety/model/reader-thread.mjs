// The reader's native session on its own thread (reader-thread.ts): packed inputs in, probabilities out.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { Tensor } = require('onnxruntime-node');
const ort = require('onnxruntime-node/dist/binding.js');
ort.initOrt();
const session = new ort.binding.InferenceSession();
session.loadModel(workerData.modelPath, workerData.options);

parentPort.on('message', ({ id, vecs, ngrams, segment, dims }) => {
  try {
    const [b, t, d, n] = dims;
    const out = session.run(
      {
        vecs: new Tensor('float32', vecs, [b, t, d]),
        ngrams: new Tensor('int64', ngrams, [b, t, n]),
        segment: new Tensor('int64', segment, [b, t]),
      },
      { tier_probs: null, kind_probs: null },
      {},
    );
    parentPort.postMessage({ id, tier: out.tier_probs.data, kind: out.kind_probs.data });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
