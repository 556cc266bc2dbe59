import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, type TestApp } from '../../../test/harness.ts';
import { REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { byType, listen, SocketClient } from '../testing/socket-client.ts';
import { startVoice, trialUser, trialVisitor } from '../testing/voice-fixtures.ts';

const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;
type Alert = { safety: { tier: string; offerSafetyPlan?: boolean } };

/** One typed turn of a local call (the browser's own recognition); the reply's text and alerts. */
async function say(socket: SocketClient, text: string) {
  const from = socket.messages.length;
  socket.sendJson({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  });
  await socket.next((m) => m.type === 'response.done' || m.type === 'error', from);
  const failed = socket.messages.slice(from).find(byType('error'));
  if (failed) throw new Error(JSON.stringify(failed));
  const events = socket.messages.slice(from);
  return {
    text: events
      .filter(byType('response.text.delta'))
      .map((m) => (m as { delta: string }).delta)
      .join(''),
    alerts: events.filter(byType('safety.alert')) as unknown as Alert[],
  };
}

describe.each(dbKinds)('the safety plan offered in a hands-free call (local pipeline) on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('after a credible no: said in words, and an alert at elevated (no dialog) that carries the offer', async () => {
    const user = await trialUser(t);
    const { voiceSessionId } = await startVoice(user);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), user);
    await socket.next(byType('session.created'));
    await say(socket, 'work has been so full on');
    const check = await say(socket, 'some nights I just wish I could disappear for a while');
    expect(check.alerts).toEqual([]);
    const no = await say(socket, "no, nothing like that, i'm just exhausted");
    expect(no.text).toMatch(/safety plan on the screen/);
    expect(no.alerts.map((a) => a.safety)).toEqual([
      expect.objectContaining({ tier: 'elevated', offerSafetyPlan: true }),
    ]);
    socket.close();
  });

  it('not to an anonymous visitor: the plan needs an account', async () => {
    const visitor = await trialVisitor(t);
    const { voiceSessionId } = await startVoice(visitor);
    const socket = await SocketClient.open(base, callPath(voiceSessionId), visitor);
    await socket.next(byType('session.created'));
    const high = await say(socket, 'i want to die');
    expect(high.alerts.map((a) => a.safety.tier)).toEqual(['high']);
    expect(high.alerts[0]!.safety.offerSafetyPlan).toBeUndefined();
    expect(high.text).toContain('13 11 14');
    expect(high.text).not.toMatch(/safety plan/);
    socket.close();
  });
});
