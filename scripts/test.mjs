// `npm test`: every check in one command. Typecheck, lint, formatting (Prettier), unit, integration (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) and end-to-end in the system Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, cmd, args) {
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function vitest(project) {
  const out = path.join(reportDir, `${project}.json`);
  const ok = run(project, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('Note: TEST_DATABASE_URL is not set, so integration tests run on PGlite only.');
}
if (!process.env.TEST_REDIS_URL) {
  console.log(
    'Note: TEST_REDIS_URL is not set, so rate limits are tested in process only (and the scale-out test is skipped).',
  );
}
run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
vitest('unit');
vitest('integration');
if (fs.existsSync(chromium)) {
  vitest('e2e');
} else {
  const how = `End-to-end tests were SKIPPED: no Chromium at ${chromium}. Install it with 'apt-get install chromium' (Debian) or set CHROMIUM_PATH.`;
  console.log(`\n${how}`);
  if (ci) failures.push('e2e (no Chromium, and CI=true forbids skipping)');
}

console.log(`\n${failures.length ? `FAILED: ${failures.join(', ')}` : 'All checks passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
