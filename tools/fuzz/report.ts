import type { WireRequest } from '../../src/server/test/fuzz/wire.ts';
import type { HttpResult } from './http-phase.ts';
import { statusClass } from './http-phase.ts';
import type { SocketResult } from './sockets.ts';

const CLASSES = ['2xx', '3xx', '4xx', '5xx', 'none'];

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}

export function httpTable(results: HttpResult[]): string {
  const byRoute = new Map<string, Record<string, number>>();
  for (const r of results) {
    const counts = byRoute.get(r.case.route) ?? {};
    const k = statusClass(r.status);
    counts[k] = (counts[k] ?? 0) + 1;
    byRoute.set(r.case.route, counts);
  }
  const total: Record<string, number> = {};
  const rows = [...byRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, counts]) => {
      for (const k of CLASSES) total[k] = (total[k] ?? 0) + (counts[k] ?? 0);
      return [
        route,
        ...CLASSES.map((k) => String(counts[k] ?? 0)),
        String(Object.values(counts).reduce((a, b) => a + b, 0)),
      ];
    });
  return table([
    ['route', ...CLASSES, 'cases'],
    ...rows,
    ['TOTAL', ...CLASSES.map((k) => String(total[k] ?? 0)), String(results.length)],
  ]);
}

export function socketTable(results: SocketResult[]): string {
  const outcomes = [...new Set(results.map((r) => r.outcome))].sort();
  const byPath = new Map<string, Record<string, number>>();
  for (const r of results) {
    const counts = byPath.get(r.case.path) ?? {};
    counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
    byPath.set(r.case.path, counts);
  }
  const rows = [...byPath].map(([path, counts]) => [path, ...outcomes.map((o) => String(counts[o] ?? 0))]);
  return table([['socket', ...outcomes], ...rows]);
}

const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

function shorten(text: string): string {
  // Long runs of one character (oversized strings) are shown as a count, so the reproduction stays readable.
  return text.replace(/(.)\1{63,}/gs, (run, ch: string) => `${ch}…(${run.length}×)`);
}

/** A curl command for the request (runs of one character shortened and marked). */
export function curlFor(port: number, request: WireRequest): string {
  const parts = ['curl -si', '-X', request.method, quote(`http://127.0.0.1:${port}${shorten(request.path)}`)];
  for (const [k, v] of Object.entries(request.headers)) {
    if (k === 'host' && v === `127.0.0.1:${port}`) continue;
    parts.push('-H', quote(`${k}: ${shorten(v)}`));
  }
  if (request.body) parts.push('--data-binary', quote(shorten(request.body.toString('utf8'))));
  return parts.join(' ');
}
