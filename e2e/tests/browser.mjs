// Shared set-up for the end-to-end tests: one headless Chromium per test file, a fresh context
// per test, and a record of every console error and uncaught exception on each page.
import { readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const SITE = process.env.GPUPLAN_URL ?? 'http://127.0.0.1:8080/';
export const BASE_SITE = process.env.GPUPLAN_BASE_URL;

// Flags that work headless as root on these machines, and keep Chromium off the network.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
}

/** A new page (in a new context made with `options`) that records console errors and page
 *  errors in `page.problems`. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`pageerror: ${err.message}`));
  return page;
}

/** Opens `path` (relative to the site root) and waits until the app is live: the page is
 *  prerendered, so `<main>` has its text before the wasm runs, and input only works after. */
export async function open(page, path, site = SITE) {
  await page.goto(new URL(path, site).href);
  await live(page);
}

/** Waits until the state writes held back after an edit (address, storage) have run: the app
 *  writes them once the reader has paused for 250 ms; this waits twice that. */
export async function settled(page) {
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
}

/** Waits until the app has hydrated (or rendered) the page and answers input. */
export async function live(page) {
  await page.waitForSelector('html[data-app="live"] main#main h1');
}

/** The guide's chapters, read from `content/guide/<lang>/NN-slug.md`: `[lang, slug]` pairs. */
export const CHAPTERS = ['en', 'zh'].flatMap((lang) =>
  readdirSync(new URL(`../../content/guide/${lang}/`, import.meta.url))
    .filter((f) => /^\d+-[a-z0-9-]+\.md$/.test(f))
    .sort()
    .map((f) => [lang, f.replace(/^\d+-/, '').replace(/\.md$/, '')]));

/** Every route the site has, as paths relative to its base: the checks that must hold
 *  everywhere (CSP, offline, accessibility) walk this list. Every chapter in both languages. */
export const ROUTES = [
  './',
  ...CHAPTERS.map(([lang, slug]) => `guide/${lang}/${slug}`),
  'guide/en/sources',
  'guide/zh/sources',
  'wizard',
  'estimate',
  'calc',
  'calc/training',
  'calc/inference',
  'calc/spot',
  'calc/break-even',
  'calc/mixed-fleet',
  'calc/fine-tuning',
  'calc/cv',
  'calc/buy-or-rent',
  'calc/governance',
  'search?q=spot',
  'search?q=%E7%AB%9E%E4%BB%B7',
  'catalog',
  'catalog?gpu=h100-sxm&sort=price',
  'catalog/Standard_ND96isr_H100_v5',
  'catalog/Standard_NC6s_v3',
  'no/such/page',
];
