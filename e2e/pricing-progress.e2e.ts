import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  phone,
  signUpThroughPage,
  useBrowser,
} from './browser.ts';

/** A same-origin call from the signed-in page, as the app itself makes it. */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url as string, {
        method: method as string,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    [method, url, body] as const,
  ) as Promise<{ status: number; json: T }>;
}

async function startTrialFromHome(page: Page) {
  await page.getByRole('article', { name: 'Voice Therapy' }).getByRole('button', { name: 'Start Free Trial' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/voice-therapy');
}

async function chatOnce(page: Page, text: string) {
  const before = await page.locator('ol[aria-label="Conversation"] > li').count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('ol[aria-label="Conversation"] > li').count()).toBeGreaterThan(before);
  await expect.poll(() => page.locator('ol[aria-label="Conversation"]').getAttribute('aria-busy')).toBe('false');
}

const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

const sydneyDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

interface Summary {
  totalMinutesUsed: number;
  allowance: { minutesUsed: number; minutesLimit: number; resetsAt: string };
}

describe('pricing and progress', () => {
  const browser = useBrowser();

  it('progress: empty for a new user, then the real figures after a text session, in the summary for a GP', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Noah');
    await page.getByRole('link', { name: 'View Progress' }).click();
    await page.waitForURL((url) => url.pathname === '/summary');
    await page.getByRole('heading', { name: 'Progress Summary' }).waitFor();
    await page.getByRole('heading', { name: 'No session data available yet...' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export Summary' }).getAttribute('href')).toBe('/summary/print');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/');
    await startTrialFromHome(page);
    await page.goto('/');
    await page.getByRole('button', { name: /Start Session/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
    await chatOnce(page, 'Work has been really stressful, my manager keeps piling on deadlines');
    await chatOnce(page, 'I lie awake at night going over everything I have to do');
    await page.getByRole('button', { name: 'End Session' }).click();
    // The closing mood question can be skipped; the session ends either way.
    await page
      .getByRole('dialog', { name: 'Before you go' })
      .getByRole('button', { name: 'Skip and end', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/');

    await page
      .getByRole('link', { name: /Progress/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/summary');
    await page.getByRole('heading', { name: 'What you talk about most' }).waitFor();
    const sessions = (await api<{ durationMinutes: number; topics: string[] }[]>(page, 'GET', '/api/sessions')).json;
    const documents = (await api<{ content: string }[]>(page, 'GET', '/api/documents')).json;
    const summary = (await api<Summary>(page, 'GET', '/api/session-summary')).json;
    expect(sessions).toHaveLength(1);
    expect(await stat(page, 'Sessions').innerText()).toBe('1');
    expect(await stat(page, 'Minutes in sessions').innerText()).toBe(String(sessions[0]!.durationMinutes));
    expect(await stat(page, 'Summaries').innerText()).toBe('1');
    expect(await page.getByRole('region', { name: 'What you talk about most' }).innerText()).toContain('Work');
    const firstStep = /Next Steps:\n- (.+)/.exec(documents[0]!.content)![1]!;
    expect(await page.getByRole('region', { name: 'Your recent next steps' }).innerText()).toContain(firstStep);

    // The trial bar: today's voice minutes of 60, the percentage rounded (spec §5), reset at the next Sydney midnight.
    const bar = page.getByRole('progressbar', { name: 'Voice minutes used today' });
    const percent = Math.round((summary.allowance.minutesUsed / 60) * 100);
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent));
    const allowance = await page.getByRole('region', { name: 'Free trial' }).innerText();
    expect(allowance).toContain(`${percent}%`);
    expect(allowance).toContain(`reset at 12:00 am on ${sydneyDay(summary.allowance.resetsAt)} (Sydney time)`);
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/February 22|70%/);

    await page.getByRole('link', { name: 'Export Summary' }).click();
    const gp = page.getByRole('article', { name: 'Summary for your GP' });
    await gp.getByRole('heading', { name: 'Plans and next steps tried' }).waitFor();
    const printed = await gp.innerText();
    expect(printed).toContain(firstStep);
    expect(printed).toContain(`1 session, ${summary.totalMinutesUsed} minute`);
    expect(printed).toContain('comes from Solace, an AI emotional support service');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/summary');
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent sessions' }).waitFor();
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it("pricing: a trial user sees Inactive, today's minutes and Subscribe Now; video is Coming Soon without a provider", async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Ava');
    expect((await api(page, 'POST', '/api/terms/accept', { trialType: 'voice' })).status).toBe(200);
    await page.getByRole('link', { name: /Pricing/ }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { name: 'Plans & Pricing' }).waitFor();

    const status = page.getByRole('region', { name: 'Your plan' });
    await expect.poll(() => status.innerText()).toContain('60 minutes of voice remaining today');
    expect(await status.innerText()).toContain('Inactive');
    const subscribe = page.getByRole('link', { name: /Subscribe Now/ });
    expect(await subscribe.count()).toBe(1);
    expect(await subscribe.getAttribute('href')).toBe('/subscribe');
    expect(await page.getByRole('button', { name: 'Current Plan' }).count()).toBe(0);
    const config = (await api<{ features: { video: boolean } }>(page, 'GET', '/api/config')).json;
    expect(config.features.video).toBe(false);
    expect(
      await page
        .getByRole('article', { name: 'Video Therapy' })
        .getByRole('button', { name: 'Coming Soon' })
        .isDisabled(),
    ).toBe(true);

    const main = await page.locator('main').innerText();
    for (const text of [
      '$1.06/min',
      '$63.33/hour',
      'Savings of up to 85%',
      '$150–$300',
      '$80–$120',
      'Unused minutes do not roll over',
    ])
      expect(main).toContain(text);
    expect(await page.getByText('Voice therapy is free for 5 days, up to 60 minutes a day.').isVisible()).toBe(true);
    expect(main).not.toMatch(/15[- ]minute/i);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('progress: says so when the data cannot load, and tries again on request', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Zoe');
    // A dropped connection, not a fake server: the request never reaches the real one.
    await page.route('**/api/session-summary', (route) => route.abort('connectionfailed'));
    await page.goto('/summary');
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load session data' });
    await alert.waitFor();
    await page.unroute('**/api/session-summary');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No session data available yet...' }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it('pricing starts the free trial for someone who has none, and both pages need sign-in', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/summary');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.goto('/pricing');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await signUpThroughPage(page, 'Kai');
    await page.goto('/pricing');
    const status = page.getByRole('region', { name: 'Your plan' });
    await expect.poll(() => status.innerText()).toContain('Not started');
    await status.getByRole('button', { name: 'Start Free Trial' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/voice-therapy');
    await context.close();
  });
});
