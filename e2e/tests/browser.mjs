// Shared set-up for the end-to-end tests: one headless Chromium per test file, a fresh context
// per test, and a record of every console error and uncaught exception on each page.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
    if (msg.type() !== 'error') return;
    // An unknown route is answered with the not-found page and status 404, as GitHub Pages
    // answers; Chromium logs that for the document itself. Any other 404 (an asset) counts.
    const url = msg.location()?.url;
    if (/status of 404/.test(msg.text()) && url && url === page.url()) return;
    page.problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`pageerror: ${err.message}`));
  return page;
}

/** Opens `path` (relative to the site root) and waits until the page answers input: an app page
 *  once the app is live (it is prerendered, so `<main>` has its text before the wasm runs, and
 *  input only works after), a reading page (no wasm) at once. */
export async function open(page, path, site = SITE) {
  await page.goto(new URL(path, site).href);
  await live(page);
}

/** Waits until the state writes held back after an edit (address, storage) have run: the app
 *  marks `<html data-writes="pending">` while any wait and writes them once the reader has
 *  paused for 250 ms. */
export async function settled(page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-writes'));
}

/** Waits until the page answers input: the app has hydrated (or rendered) it, or it is a reading
 *  page, which the build marks `<html data-app="static">` and which loads no wasm. A chapter with
 *  calculators (`data-app="deferred"`) loads the app when the reader nears a calculator: this
 *  scrolls to the first one as a reader would, waits for the app, and scrolls back. */
export async function live(page) {
  await page.waitForSelector(':is(html[data-app="live"], html[data-app="static"], html[data-app="deferred"]) main#main h1');
  if (await page.evaluate(() => document.documentElement.dataset.app === 'deferred')) {
    const y = await page.evaluate(() => window.scrollY);
    // Scrolled in the page rather than through a locator: the app may replace the section's
    // node while it loads, and a locator's scroll then fails on a detached element.
    await page.evaluate(() => document.querySelector('section.calculator')?.scrollIntoView({ block: 'center' }));
    await page.waitForSelector('html[data-app="live"] main#main h1');
    await page.evaluate((y) => window.scrollTo(0, y), y);
  }
}

/** Whether the page is a reading page: prerendered HTML without the app's code. */
export async function isReadingPage(page) {
  return page.evaluate(() => document.documentElement.dataset.app === 'static');
}

/** The guide's chapters, read from `content/guide/<lang>/NN-slug.md`: `[lang, slug]` pairs. */
export const CHAPTERS = ['en', 'zh'].flatMap((lang) =>
  readdirSync(new URL(`../../content/guide/${lang}/`, import.meta.url))
    .filter((f) => /^\d+-[a-z0-9-]+\.md$/.test(f))
    .sort()
    .map((f) => [lang, f.replace(/^\d+-/, '').replace(/\.md$/, '')]));

/** The pages the build prerendered, as `gpuplan-prerender` listed them in `routes.json` beside
 *  them (`$GPUPLAN_DIST`, or the served site when that is not set), relative to the base:
 *  `./`, `guide/en/cost-models`, `calc/spot`, … */
const PRERENDERED = (process.env.GPUPLAN_DIST
  ? JSON.parse(readFileSync(join(process.env.GPUPLAN_DIST, 'routes.json'), 'utf8'))
  : await (await fetch(new URL('routes.json', SITE))).json())
  .map((p) => (p === '/' ? './' : p.replace(/^\//, '')));

/** The calculators' names, from the build's routes (`calc/<name>`), in menu order. */
export const CALCULATORS = PRERENDERED.filter((p) => p.startsWith('calc/')).map((p) => p.slice('calc/'.length));

/** Sizes whose pages stand for all of them (the build has one for every size, in each
 *  language). */
const SAMPLE_SIZES = ['catalog/Standard_ND96isr_H100_v5', 'catalog/Standard_NC6s_v3'];
for (const size of SAMPLE_SIZES) {
  if (!PRERENDERED.includes(size) || !PRERENDERED.includes(`zh/${size}`)) throw new Error(`routes.json has no ${size}`);
}

/** Every prerendered page, as paths relative to the base: the checks of every page's words
 *  walk this list. */
export const PAGES = PRERENDERED;

/** Every route the site has, as paths relative to its base: the checks that must hold
 *  everywhere (CSP, offline, accessibility) walk this list. Every prerendered page in both
 *  languages but the sizes, of which two in each language stand for all, and the not-found
 *  page, reached here by an unknown path; then pages with a query. */
export const ROUTES = [
  ...PRERENDERED.filter((p) => !/^(zh\/)?catalog\//.test(p) && p !== '404'),
  ...SAMPLE_SIZES,
  ...SAMPLE_SIZES.map((s) => `zh/${s}`),
  'search?q=spot',
  'zh/search?q=%E7%AB%9E%E4%BB%B7',
  'catalog?gpu=h100-sxm&sort=price',
  'zh/catalog?gpu=h100-sxm&sort=price',
  'no/such/page',
  'zh/no/such/page',
];

/** Rounds a decimal string half to even at `places` and adds thousands separators, as the site
 *  shows an amount; the tests that read prices from the snapshot file compare with it. */
export function display(decimal, places) {
  // Scaled integer arithmetic with BigInt, so the expectation does not ride on floats.
  const [int, frac = ''] = decimal.split('.');
  const digits = BigInt(int + frac.padEnd(places + 1, '0').slice(0, places + 1));
  const rest = frac.length > places + 1 ? BigInt(frac.slice(places + 1)) : 0n;
  let q = digits / 10n;
  const last = digits % 10n;
  if (last > 5n || (last === 5n && (rest > 0n || q % 2n === 1n))) q += 1n;
  const s = q.toString().padStart(places + 1, '0');
  const whole = s.slice(0, s.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return places ? `${whole}.${s.slice(s.length - places)}` : whole;
}

/** The price snapshot's records (`content/data/prices.jsonl`), for tests that check the page's
 *  figures against the data rather than against the page. */
export async function snapshotPrices() {
  const text = await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8');
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

let axeScript;
/** Runs axe on the page as it is: WCAG 2.1 A and AA rules plus axe's best practices, each
 *  violation as `{ id, impact, nodes, target }`. The script goes in through the DevTools
 *  protocol, which the page's CSP does not govern, so the page is tested under its real policy. */
export async function axeViolations(page) {
  axeScript ??= await readFile(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0]?.target?.join(' ') }));
  });
}
