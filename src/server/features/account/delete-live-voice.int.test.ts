import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, type TestApp, type TestClient } from '../../test/harness.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../shared/voice.ts';
import { signUp } from '../auth/test-helpers.ts';
import { byType, listen, SocketClient } from '../voice/testing/socket-client.ts';
import { startVoice, trialUser, trialVisitor } from '../voice/testing/voice-fixtures.ts';
import { ACCOUNT_DELETED } from '../voice/index.ts';

const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;
const pttPath = (id: string) => `${PUSH_TO_TALK_PATH}?session=${id}`;
const deleteAccount = (client: TestClient) =>
  client.request({ method: 'DELETE', url: '/api/account', payload: { confirm: true } });
const stillOpen = (socket: SocketClient, ms = 300) =>
  Promise.race([socket.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), ms))]);

/** Tables (other than the audit log) holding any row that mentions one of `ids`. */
async function tablesMentioning(t: TestApp, ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable))) {
    const name = getTableName(table);
    if (name === 'audit_log') continue;
    // Through Drizzle, so a table in another schema (the key store) is read from there.
    const rows: unknown[] = await t.database.db.select().from(table);
    if (rows.some((row) => ids.some((id) => JSON.stringify(row).includes(id)))) found.push(name);
  }
  return found;
}

describe.each(dbKinds)('deleting an account ends its live voice on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('closes the person’s call and push-to-talk sockets (4401), leaves no row behind, and leaves others’ calls alone', async () => {
    const alice = await trialUser(t);
    const aliceId = (await alice.get('/api/auth/user')).json().id as string;
    const { voiceSessionId } = await startVoice(alice);
    const call = await SocketClient.open(base, callPath(voiceSessionId), alice);
    await call.next(byType('session.created'));
    const ptt = await SocketClient.open(base, pttPath(voiceSessionId), alice);
    ptt.sendJson({ type: 'ping' });
    await ptt.next(byType('pong'));

    const bob = await trialUser(t);
    const bobs = await startVoice(bob);
    const bobsCall = await SocketClient.open(base, callPath(bobs.voiceSessionId), bob);
    await bobsCall.next(byType('session.created'));

    expect((await deleteAccount(alice)).statusCode).toBe(204);
    expect(await call.closed).toEqual({ code: 4401, reason: ACCOUNT_DELETED });
    expect(await ptt.closed).toEqual({ code: 4401, reason: ACCOUNT_DELETED });
    expect(await stillOpen(bobsCall)).toBe(true);

    // Nothing the closing sockets did afterwards (closing the meter, releasing the call lease) wrote a row back.
    await new Promise((r) => setTimeout(r, 300));
    expect(await tablesMentioning(t, [aliceId, voiceSessionId])).toEqual([]);
    // The session is gone, so the sockets cannot be opened again.
    const again = await SocketClient.open(base, callPath(voiceSessionId), alice);
    expect((await again.closed).code).toBe(4401);
    bobsCall.close();
  });

  it('closes a call a visitor started before signing up in the same browser', async () => {
    const visitor = await trialVisitor(t);
    const { voiceSessionId, sessionKey: anonymousId } = await startVoice(visitor);
    const call = await SocketClient.open(base, callPath(voiceSessionId), visitor);
    await call.next(byType('session.created'));
    const signup = await signUp(visitor);
    expect(signup.statusCode).toBe(201);
    expect((await deleteAccount(visitor)).statusCode).toBe(204);
    expect(await call.closed).toEqual({ code: 4401, reason: ACCOUNT_DELETED });
    await new Promise((r) => setTimeout(r, 300));
    expect(await tablesMentioning(t, [signup.json().id as string, anonymousId, voiceSessionId])).toEqual([]);
  });
});
