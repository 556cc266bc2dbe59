import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, signUpThroughPage, useBrowser } from './browser.ts';

const phone390 = { width: 390, height: 844 };
const desktop1280x800 = { width: 1280, height: 800 };
const PASSWORD = 'a calm long passphrase';

/** Screens for reviewing by eye, only when ACCOUNT_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.ACCOUNT_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function openAccountPage(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Account & billing' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
}

/** The reset link the server wrote to its outbox for `email` (the embedded default has no mail server). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  await expect
    .poll(
      () => fs.existsSync(outbox) && fs.readdirSync(outbox).some((f) => readMail(outbox, f).includes(`To: ${email}`)),
    )
    .toBe(true);
  const mail = fs
    .readdirSync(outbox)
    .map((f) => readMail(outbox, f))
    .find((m) => m.includes(`To: ${email}`))!;
  return /(http\S+\/reset-password#token=[\w-]+)/.exec(mail)![1]!;
}
const readMail = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('the account page', () => {
  const browser = useBrowser();

  it('shows the profile, plans, password, devices and data on a phone; renames and exports everything', async () => {
    const { page, context } = await browser.newPage(phone390);
    const email = await signUpThroughPage(page, 'Matilda', 'Nguyen');
    await openAccountPage(page);
    for (const name of [
      'Your account',
      'Profile',
      'Your plans',
      'Change password',
      'Devices',
      'Your data',
      'Delete account',
    ])
      await page.getByRole('heading', { name, exact: true }).waitFor();
    expect(await page.getByText(`You sign in as ${email}.`).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await shot(page, 'account-phone');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill('Tilly');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is saved.').waitFor();
    await expect.poll(() => page.getByRole('banner').getByTestId('greeting').textContent()).toBe('Welcome, Tilly');
    await shot(page, 'account-phone-saved');
    // The note describes the last save: editing again clears it.
    await page.getByLabel('Last name').fill('Nguyen-Smith');
    await page.getByText('Your name is saved.').waitFor({ state: 'detached' });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^solace-export-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(exported).toMatchObject({ format: 'solace-export', profile: { email, firstName: 'Tilly' } });
    expect(exported).toHaveProperty('sessions');
    await context.close();
  });

  it('changes the password, and deletes the account after the password and a typed DELETE', async () => {
    const { page, context } = await browser.newPage(desktop1280x800);
    const email = await signUpThroughPage(page, 'Ari');
    await openAccountPage(page);
    await expectNoHorizontalScroll(page);
    await shot(page, 'account-desktop');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('seven quiet harbour lanterns');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed. Other devices are signed out.').waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    await shot(page, 'password-changed-desktop');
    // The note belongs to that change: typing again (another change) clears it.
    await page.getByLabel('Current password').fill('s');
    await page.getByText('Your password is changed. Other devices are signed out.').waitFor({ state: 'detached' });
    await page.getByLabel('Current password').fill('');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const erase = dialog.getByRole('button', { name: 'Delete everything' });
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await shot(page, 'delete-dialog-desktop');
    await expectNoSeriousA11yViolations(page);
    await erase.click();
    await dialog.getByText('Email or password is incorrect.').waitFor();
    await dialog.getByLabel('Your password').fill('seven quiet harbour lanterns');
    await erase.click();
    await page.waitForURL((url) => url.pathname === '/account-deleted');
    await page.getByRole('heading', { name: 'Your account is deleted' }).waitFor();
    await shot(page, 'account-deleted-desktop');
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
    const signIn = await page.evaluate(
      (body) =>
        fetch('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
          (r) => r.status,
        ),
      JSON.stringify({ email, password: 'seven quiet harbour lanterns' }),
    );
    expect(signIn).toBe(401);
    await context.close();
  });

  it('resets a forgotten password by the emailed link, saying honestly where the email went', async () => {
    const { page, context } = await browser.newPage(phone390);
    const email = await signUpThroughPage(page, 'Robin');
    await page.goto('/api/logout');
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByText(/no mail server set up/).isVisible()).toBe(true);
    await shot(page, 'forgot-sent-phone');
    await expectNoSeriousA11yViolations(page);

    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await shot(page, 'reset-phone');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New password').fill('robins nest under the bridge');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Your AI Therapist' }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('another long passphrase here');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText(/expired or was already used/).waitFor();
    await context.close();
  });
});
