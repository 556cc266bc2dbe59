import type { HttpCase } from '../../src/server/test/fuzz/cases.ts';
import { materialise, repairEnv, type Send, type WireEnv } from '../../src/server/test/fuzz/wire.ts';

export interface HttpResult {
  case: HttpCase;
  status: number | null;
  body: string;
}

export const statusClass = (status: number | null) => (status === null ? 'none' : `${String(status)[0]}xx`);

/** Sends the cases route by route (a few at once within a route), remaking identities a route broke. */
export async function runHttpCases(
  cases: HttpCase[],
  env: WireEnv,
  send: Send,
  options: { seed: number; deadline: number; concurrency: number },
): Promise<{ results: HttpResult[]; remade: number; stoppedEarly: boolean }> {
  const results: HttpResult[] = [];
  const groups = new Map<string, HttpCase[]>();
  for (const c of cases) groups.set(c.route, [...(groups.get(c.route) ?? []), c]);
  let remade = 0;
  for (const group of groups.values()) {
    if (Date.now() > options.deadline) return { results, remade, stoppedEarly: true };
    remade += (await repairEnv(env, send, options.seed)).length;
    let next = 0;
    const worker = async () => {
      while (next < group.length && Date.now() <= options.deadline) {
        const c = group[next++]!;
        const res = await send(materialise(c, env));
        results.push({ case: c, status: res.status, body: res.body });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }
  return { results, remade, stoppedEarly: results.length < cases.length };
}
