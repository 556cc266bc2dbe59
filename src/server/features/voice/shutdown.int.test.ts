import { describe, expect, it } from 'vitest';
import { completionReply, startFakeChatServer, streamReply } from '../../ai/therapist/testing/fake-chat-completions.ts';
import { buildTestApp, dbKinds } from '../../test/harness.ts';
import { PUSH_TO_TALK_PATH, REALTIME_CALL_PATH } from '../../../shared/voice.ts';
import { RESTARTING } from '../../platform/live-sockets.ts';
import { byType, eventually, listen, SocketClient } from './testing/socket-client.ts';
import { startVoice, trialUser } from './testing/voice-fixtures.ts';

const REPLY = 'It makes sense that you feel tired after a week like that.';

describe.each(dbKinds)('voice sockets at shutdown, on %s', (kind) => {
  it('a call answers the turn in flight, then every socket closes with 1001 and a reason', async () => {
    // A remote model that answers only when told to, so the turn is surely in flight when the app closes.
    const model = await startFakeChatServer();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    model.handle(async (req, res) => {
      await answered;
      if (req.body.stream) streamReply(res, [REPLY]);
      else completionReply(res, REPLY);
    });
    const t = await buildTestApp(kind, { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '120000' });
    const base = await listen(t);
    try {
      const caller = await trialUser(t);
      const call = await SocketClient.open(base, `${REALTIME_CALL_PATH}?session=${(await startVoice(caller)).voiceSessionId}`, caller);
      await call.next(byType('session.created'));
      const talker = await trialUser(t);
      const idle = await SocketClient.open(base, `${PUSH_TO_TALK_PATH}?session=${(await startVoice(talker)).voiceSessionId}`, talker);

      call.sendJson({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'This week wore me out.' }] } });
      await eventually(() => model.requests.length > 0, 'the turn to reach the model');
      const closing = t.close();
      await eventually(async () => (await fetch(`${base.replace(/^ws/, 'http')}/api/config`).catch(() => null))?.status !== 200, 'new requests to be refused');
      expect(await idle.closed).toEqual({ code: 1001, reason: RESTARTING });

      answer();
      expect(await call.closed).toEqual({ code: 1001, reason: RESTARTING });
      const text = call.ofType('response.text.delta').map((m) => m.delta).join('');
      expect(text).toContain(REPLY);
      expect(call.ofType('response.done')).toEqual([{ type: 'response.done', response: { status: 'completed' } }]);
      await closing;
    } finally {
      answer();
      await model.close();
    }
  });
});
