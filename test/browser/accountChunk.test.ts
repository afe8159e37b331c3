import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from './support/browser';

// The account pages' code (their forms and react-hook-form) is a chunk of its own: a content page's JavaScript does
// not carry it and never loads it; account pages do.
const CLIENT_DIR = path.join(__dirname, '..', '..', 'dist', 'client');
const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as Record<string, { js: string[] }>;
const accountFiles = manifest['chunk:account'].js;
// An option name react-hook-form's minified code keeps (its defaults object).
const FORM_CODE = ['reValidateMode'];
// Words only the account pages show: in the language's catalogue chunk (loaded by a page that shows them), never in main.
const ACCOUNT_WORDS = ['Forgotten your password?', 'Already registered?'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      scripts.push(new URL(request.url()).pathname.split('/').pop() as string);
  });
  await page.goto(path);
  await waitForHydration(page);
  return scripts;
}

it('keeps the forms and react-hook-form out of the main bundle, in the account chunk', () => {
  expect(accountFiles.length).toBeGreaterThan(0);
  const text = (files: string[]) => files.map((file) => fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8')).join('\n');
  const main = text(manifest.main.js);
  const account = text(accountFiles);
  expect(FORM_CODE.filter((code) => main.includes(code))).toEqual([]);
  expect(FORM_CODE.filter((code) => account.includes(code))).toEqual(FORM_CODE);
  expect(ACCOUNT_WORDS.filter((words) => main.includes(words))).toEqual([]);
  const english = text(manifest['chunk:words-en-GB'].js);
  expect(ACCOUNT_WORDS.filter((words) => english.includes(words))).toEqual(ACCOUNT_WORDS);
});

it('is loaded on account pages only', async () => {
  for (const [where, loads] of [
    ['/about/history', false],
    ['/', false],
    ['/account/login', true],
    ['/account/registration', true],
  ] as const) {
    const { page, context } = await openPage(browser);
    const scripts = await scriptsLoadedBy(page, where);
    expect({ where, loadsAccountChunk: accountFiles.some((file) => scripts.includes(file)) }).toEqual({ where, loadsAccountChunk: loads });
    await context.close();
  }
});
