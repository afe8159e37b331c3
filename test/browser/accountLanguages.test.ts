import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, siteUrl, visit, waitForHeading, waitForMail } from './support/browser';

jest.setTimeout(90_000);

// Accounts in Welsh in Chromium: a visitor registers under /cy without JavaScript and meets Welsh all the way (the
// errors, the email and its link, the confirmation page, the sign-in page after); the Welsh pages have no barriers.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('accounts in Welsh', () => {
  it('registers and confirms without JavaScript in Welsh, the email and its link in Welsh too', async () => {
    const context = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `cymraeg-${Date.now()}@example.org`;
    await page.goto('/cy/account/registration');
    await expect(htmlLang(page)).resolves.toBe('cy');
    await expect(page.title()).resolves.toMatch(/^Creu cyfrif \| /);

    // A plain post to the Welsh address comes back with a Welsh error summary, the input kept.
    await fill(page, { 'Enw cyntaf': 'Gwen', 'Cyfeiriad e-bost': 'dim-cyfeiriad', Cyfrinair: 'byr' });
    await page.getByRole('button', { name: 'Creu cyfrif' }).click();
    await page.waitForURL((url) => url.pathname === '/cy/account/register');
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading').textContent()).resolves.toBe('Mae problem wedi codi');
    await expect(summary.locator('a').allTextContents()).resolves.toEqual([
      'Rhowch gyfeiriad e-bost fel enw@enghraifft.com',
      'Rhowch gyfrinair o 8 nod o leiaf',
    ]);
    await expect(page.getByLabel('Enw cyntaf', { exact: true }).inputValue()).resolves.toBe('Gwen');

    await fill(page, { 'Cyfeiriad e-bost': email, Cyfrinair: 'llusern dawel yr harbwr' });
    await page.getByRole('button', { name: 'Creu cyfrif' }).click();
    await waitForHeading(page, /^Gwiriwch eich e-bost$/);

    const mail = await waitForMail(email, /Cadarnhewch/);
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/cy/account/verify');
    await page.goto(link.pathname + link.search);
    await waitForHeading(page, /^Cadarnhewch eich cyfeiriad e-bost$/);
    await expect(htmlLang(page)).resolves.toBe('cy');
    await fill(page, { Cyfrinair: 'llusern dawel yr harbwr' });
    await page.getByRole('button', { name: 'Cadarnhau a gosod cyfrinair' }).click();
    await page.waitForURL((url) => url.pathname === '/cy/account/login' && url.search === '?verified=confirmed');
    await page.locator('.notice', { hasText: 'Mae eich cyfeiriad e-bost wedi’i gadarnhau.' }).waitFor();
    await context.close();
  });

  it('shows the Welsh sign-in page without barriers, and its refusal too (with JavaScript)', async () => {
    const { page, context, errors } = await visit(browser, '/cy/account/login');
    await waitForHeading(page, /^Mewngofnodi$/);
    expect(await axeViolations(page)).toEqual([]);
    await fill(page, { 'Cyfeiriad e-bost neu enw defnyddiwr': 'ada', Cyfrinair: 'nid ei chyfrinair hi' });
    await page.getByRole('button', { name: 'Mewngofnodi' }).click();
    // The script's post goes to the Welsh address: the server's refusal is in Welsh.
    await page.locator('.error-summary', { hasText: 'Nid yw’r cyfeiriad e-bost neu’r cyfrinair yn gywir' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Only the refused request itself, which the browser reports.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  });
});
