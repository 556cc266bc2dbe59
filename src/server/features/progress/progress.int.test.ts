import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, subscriptions, usageSessions } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { ProgressSummarySchema, type ProgressSummary } from '../../../shared/progress.ts';
import type { Document, Session } from '../../../shared/sessions.ts';
import { parseSummaryContent } from '../../../shared/therapy.ts';
import { newUser } from '../auth/test-helpers.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

async function summaryOf(client: TestClient): Promise<ProgressSummary> {
  const res = await client.get('/api/session-summary');
  expect(res.statusCode).toBe(200);
  return ProgressSummarySchema.parse(res.json());
}

/** Sydney wall-clock time of an instant, as 'HH:MM:SS'. */
const sydneyTime = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));

describe.each(dbKinds)('GET /api/session-summary on %s', (kind) => {
  let t: TestApp;
  let alice: { client: TestClient; id: string };
  let bob: { client: TestClient; id: string };
  let endedId: string;
  let openId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    alice = await newUser(t);
    bob = await newUser(t);
  });
  afterAll(() => t.close());

  it('answers 401 to anyone not signed in, including an anonymous trial visitor', async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get('/api/session-summary')).statusCode).toBe(401);
    expect((await stranger.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const res = await stranger.get('/api/session-summary');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('shows a new account nothing yet, with the trial not started', async () => {
    const s = await summaryOf(alice.client);
    expect(s).toMatchObject({
      totalSessions: 0,
      totalMinutesUsed: 0,
      minutesRemaining: 60,
      daysRemaining: 5,
      averageMoodImprovement: null,
      sessions: [],
      documentsLibrary: [],
    });
    expect(s.allowance).toMatchObject({
      kind: 'trial-not-started',
      minutesLimit: 60,
      resetsAt: null,
      timeZone: 'Australia/Sydney',
    });
  });

  it("during the trial: today's voice minutes as the status endpoint counts them, reset at the next Sydney midnight", async () => {
    expect((await alice.client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const now = Date.now();
    await t.database.db.insert(usageSessions).values({
      id: newId('use'),
      ownerId: alice.id,
      kind: 'voice',
      startedAt: new Date(now - 4 * MINUTE),
      lastSeenAt: new Date(now - MINUTE),
      endedAt: new Date(now - MINUTE),
      seconds: 180,
    });
    const s = await summaryOf(alice.client);
    const status = (await alice.client.get('/api/voice-therapy/status')).json();
    expect(s.allowance.kind).toBe('trial');
    expect(s.allowance.minutesLimit).toBe(60);
    expect(s.allowance.minutesUsed).toBe(status.minutesUsed);
    expect(s.minutesRemaining).toBe(status.minutesRemaining);
    expect(s.daysRemaining).toBe(5);
    const resetsAt = s.allowance.resetsAt!;
    expect(sydneyTime(resetsAt)).toBe('00:00:00');
    expect(new Date(resetsAt).getTime()).toBeGreaterThan(now);
    expect(new Date(resetsAt).getTime()).toBeLessThanOrEqual(now + 25 * 3_600_000);
    expect(new Date(s.allowance.trialEndsAt!).getTime()).toBeGreaterThan(now + 4 * DAY);
  });

  it('reports the real sessions, summaries and next steps after a conversation', async () => {
    const created = await alice.client.post('/api/sessions', {});
    expect(created.statusCode).toBe(201);
    endedId = created.json().id;
    for (const message of [
      'Work has been really stressful, my manager keeps piling on deadlines',
      'I lie awake at night going over all of it',
    ]) {
      expect((await alice.client.post('/api/chat', { sessionId: endedId, message })).statusCode).toBe(200);
    }
    const ended = await alice.client.post(`/api/sessions/${endedId}/end`, {});
    expect(ended.statusCode).toBe(200);
    const document: Document = ended.json().document;
    expect(document).not.toBeNull();
    openId = (await alice.client.post('/api/sessions', {})).json().id;

    const sessions: Session[] = (await alice.client.get('/api/sessions')).json();
    const endedSession = sessions.find((x) => x.id === endedId)!;
    const s = await summaryOf(alice.client);
    expect(s.totalSessions).toBe(2);
    expect(s.totalMinutesUsed).toBe(sessions.reduce((sum, x) => sum + x.durationMinutes, 0));
    expect(s.totalMinutesUsed).toBeGreaterThanOrEqual(1);
    expect(s.sessions.map((x) => x.id)).toEqual([openId, endedId]);
    expect(s.sessions[0]).toMatchObject({
      status: 'active',
      keyInsights: null,
      progressNotes: [],
      documentsShared: [],
    });
    const steps = parseSummaryContent(document.content).nextSteps;
    expect(steps.length).toBeGreaterThan(0);
    expect(s.sessions[1]).toEqual({
      id: endedId,
      date: endedSession.createdAt,
      duration: endedSession.durationMinutes,
      modality: 'text',
      status: 'ended',
      mood: { before: null, after: null },
      topics: endedSession.topics,
      keyInsights: endedSession.summary,
      progressNotes: steps,
      documentsShared: [document.id],
    });
    expect(endedSession.topics).toContain('Work');
    expect(s.documentsLibrary).toEqual([
      {
        id: document.id,
        name: document.title,
        url: '/documents',
        category: 'Session summary',
        sessionDate: endedSession.createdAt,
        description: expect.any(String),
      },
    ]);
    expect(
      parseSummaryContent(document.content).summary.startsWith(s.documentsLibrary[0]!.description.replace(/…$/, '')),
    ).toBe(true);
  });

  it('audit-logs the read of every session and document it returns, as the owner', async () => {
    const before = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, alice.id), eq(auditLog.action, 'read')));
    const s = await summaryOf(alice.client);
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, alice.id), eq(auditLog.action, 'read')));
    const fresh = after.filter((row) => !before.some((b) => b.id === row.id));
    const read = (type: string) =>
      fresh
        .filter((r) => r.resourceType === type)
        .map((r) => r.resourceId)
        .sort();
    expect(read('session')).toEqual(s.sessions.map((x) => x.id).sort());
    expect(read('document')).toEqual(s.documentsLibrary.map((d) => d.id).sort());
    expect(fresh.every((r) => r.ownerId === alice.id)).toBe(true);
  });

  it("shows Bob only his own progress, none of Alice's", async () => {
    const res = await bob.client.get('/api/session-summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalSessions: 0, totalMinutesUsed: 0, sessions: [], documentsLibrary: [] });
    expect(res.body).not.toContain(endedId);
    expect(res.body).not.toContain(openId);
    const bobReads = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, bob.id));
    expect(bobReads.filter((r) => r.ownerId !== bob.id)).toEqual([]);
  });

  it("on the video plan: this period's video minutes of 90, reset at the period end", async () => {
    const now = Date.now();
    const periodEnd = new Date(now + 20 * DAY + 3_600_000);
    await t.database.db.insert(subscriptions).values({
      id: newId('sub'),
      ownerId: bob.id,
      plan: 'video',
      provider: 'paypal',
      providerSubscriptionId: `I-${newId('p')}`,
      status: 'active',
      currentPeriodStart: new Date(now - 10 * DAY),
      currentPeriodEnd: periodEnd,
    });
    await t.database.db.insert(usageSessions).values({
      id: newId('use'),
      ownerId: bob.id,
      kind: 'video',
      startedAt: new Date(now - 2 * DAY),
      lastSeenAt: new Date(now - 2 * DAY + 25 * MINUTE),
      endedAt: new Date(now - 2 * DAY + 25 * MINUTE),
      seconds: 25 * 60,
    });
    const s = await summaryOf(bob.client);
    expect(s.allowance).toMatchObject({
      kind: 'video-plan',
      minutesUsed: 25,
      minutesLimit: 90,
      resetsAt: periodEnd.toISOString(),
    });
    expect(s.minutesRemaining).toBe(65);
    expect(s.daysRemaining).toBe(21);
    const user = (await bob.client.get('/api/auth/user')).json();
    expect(user.monthlyMinutesUsed).toBe(s.allowance.minutesUsed);
  });
});
