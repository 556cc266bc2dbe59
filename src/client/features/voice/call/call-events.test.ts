import { describe, expect, it } from 'vitest';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import { closeFailure } from './call-events.ts';

describe('closeFailure', () => {
  it('reconnects when the server restarts (1001) or the connection drops', () => {
    expect(closeFailure(voiceCloseCodes.goingAway, 'Server restarting; please reconnect')).toBeNull();
    expect(closeFailure(1006, '')).toBeNull();
  });

  it('ends the call when reconnecting cannot help', () => {
    expect(closeFailure(voiceCloseCodes.replaced, '')?.type).toBe('replaced');
    expect(closeFailure(voiceCloseCodes.limitReached, '')?.type).toBe('limit_reached');
  });
});
