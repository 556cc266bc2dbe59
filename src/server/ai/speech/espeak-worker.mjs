// The espeak-ng helper process (see espeak-helper.ts). Forking from the large app process blocks
// its event loop for tens of milliseconds per spawn, so the app forks this small process once and
// this process spawns espeak-ng for each utterance instead. Plain JavaScript so it starts under
// bare Node without the TypeScript loader.
//
// Messages over the IPC channel (advanced serialization, so audio travels as bytes):
//   in:  { type: 'speak', id, binary, args, text, timeoutMs }   { type: 'cancel', id }
//   out: { id, ok: true, wav }   { id, ok: false, failure, message }
import { spawn } from 'node:child_process';

const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
const maxConcurrent = Math.max(1, Number(process.argv[2]) || 2);

/** Requests waiting for a free slot, in arrival order. */
const queue = [];
/** Running requests by id: their espeak-ng child and how to stop it. */
const running = new Map();

const reply = (message) => {
  if (process.connected) process.send(message);
};

function pump() {
  while (running.size < maxConcurrent && queue.length > 0) run(queue.shift());
}

function run(request) {
  const { id, binary, args, text, timeoutMs } = request;
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const out = [];
  let size = 0;
  let stderr = '';
  let failure;
  const stop = (why, message) => {
    failure ??= { failure: why, message };
    child.kill('SIGKILL');
  };
  running.set(id, { stop });
  const timer = setTimeout(() => stop('timeout', `espeak-ng did not finish within ${timeoutMs} ms`), timeoutMs);
  child.stdout.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_OUTPUT_BYTES) stop('too_large', 'espeak-ng produced too much audio');
    else out.push(chunk);
  });
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-500)));
  child.stdin.on('error', () => {}); // EPIPE when espeak exits early; the exit code tells the story.
  child.on('error', (error) => stop('unavailable', `espeak-ng could not start: ${error.message}`));
  child.on('close', (code) => {
    clearTimeout(timer);
    running.delete(id);
    if (failure) reply({ id, ok: false, ...failure });
    else if (code !== 0)
      reply({ id, ok: false, failure: 'unavailable', message: `espeak-ng failed (exit ${code}): ${stderr.trim()}` });
    else reply({ id, ok: true, wav: Buffer.concat(out, size) });
    pump();
  });
  child.stdin.end(text);
}

process.on('message', (message) => {
  if (message?.type === 'speak') {
    queue.push(message);
    pump();
  } else if (message?.type === 'cancel') {
    const waiting = queue.findIndex((r) => r.id === message.id);
    if (waiting >= 0) queue.splice(waiting, 1);
    running.get(message.id)?.stop('aborted', 'The espeak-ng request was cancelled');
  }
});

// The app went away (exit, crash or close()): take the espeak-ng children down with us.
process.on('disconnect', () => {
  for (const { stop } of running.values()) stop('aborted', 'The app closed');
  process.exit(0);
});
