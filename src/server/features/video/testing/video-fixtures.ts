import { expect } from 'vitest';
import type { TestClient } from '../../../test/harness.ts';
import { signUp } from '../../auth/test-helpers.ts';
import type { VideoStartResponse } from '../../../../shared/video.ts';

/** A signed-up person with a verified video plan from the local test-mode checkout. */
export async function videoSubscriber(client: TestClient): Promise<void> {
  expect((await signUp(client)).statusCode).toBeLessThan(300);
  const checkout = await client.post('/api/billing/test-checkout', { plan: 'video' });
  expect(checkout.statusCode).toBe(200);
  const { subscriptionID } = checkout.json() as { subscriptionID: string };
  expect((await client.post('/api/paypal/subscription-success', { subscriptionID })).statusCode).toBe(200);
}

export async function startVideo(client: TestClient): Promise<VideoStartResponse> {
  const res = await client.post('/api/tavus/conversation', { conversationName: 'Check-in', personaId: undefined });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VideoStartResponse;
}
