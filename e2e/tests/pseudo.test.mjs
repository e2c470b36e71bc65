// The pseudo-locale's pages on a 390 px phone: every page the prerenderer writes under `en-XA/`
// (English with accented letters, about 35 % longer, in brackets; docs/i18n.md) laid out with the
// site's own styles, without the app (its wasm has no pseudo-locale), never scrolls sideways,
// and no element reaches past the screen's edge unless a scrolling container (a table's wrapper,
// code) holds it. Longer words than English find the layouts that only fit English.
// `cargo xtask test` writes the pages into a copy of the root build and serves it at
// $GPUPLAN_PSEUDO_URL.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage } from './browser.mjs';

const SITE = process.env.GPUPLAN_PSEUDO_URL;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, javaScriptEnabled: false };

let browser;
before(async () => {
  assert.ok(SITE, 'no $GPUPLAN_PSEUDO_URL: `cargo xtask test` builds the pseudo pages and serves them there');
  browser = await launch();
});
after(async () => { await browser?.close(); });

/** How the page fits the screen: its layout width, how wide it scrolls, and each element wider
 *  than the screen (or past either edge) that no scrolling or clipping container holds. */
function overflow() {
  const width = window.innerWidth;
  const held = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
    }
    return false;
  };
  const wide = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.checkVisibility()) continue;
    const r = el.getBoundingClientRect();
    // Past the right edge, or cut by the left one; an element kept wholly off screen until it
    // has focus (the skip link) is neither.
    const cut = r.right > width + 0.5 || (r.left < -0.5 && r.right > 0.5);
    if (r.width === 0 || !cut) continue;
    if (held(el)) continue;
    const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`;
    wide.push(`${name} "${(el.textContent || '').trim().slice(0, 40)}" ${Math.round(r.left)} to ${Math.round(r.right)} px`);
  }
  return { innerWidth: width, scrollWidth: document.scrollingElement.scrollWidth, wide: wide.slice(0, 5) };
}

test('the checks can fail: a 600 px block is found', async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(new URL('guide/en-XA/faq', SITE).href);
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.textContent = 'wide';
    document.querySelector('main').append(wide);
  });
  const f = await page.evaluate(overflow);
  // A phone zooms out to fit the block (the walk fails on a layout not 390 px wide), or scrolls.
  assert.ok(f.scrollWidth > f.innerWidth || f.innerWidth > 390, JSON.stringify(f));
});

test('every page in the pseudo-locale on a 390 px phone: no sideways scroll, nothing wider than the screen', async () => {
  const started = Date.now();
  const routes = await (await fetch(new URL('routes-pseudo.json', SITE))).json();
  assert.ok(routes.length > 50, `${routes.length} pseudo pages`);
  const page = await newPage(browser, PHONE);
  const failures = [];
  for (const route of routes) {
    const response = await page.goto(new URL(route.replace(/^\//, ''), SITE).href);
    const where = route;
    if (!response || (response.status() !== 200 && !route.endsWith('no-such-page'))) failures.push(`${where}: status ${response?.status()}`);
    await page.waitForSelector('main#main h1');
    // The page is the pseudo-locale's, and the site's styles apply.
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'en-XA') failures.push(`${where}: <html lang="${lang}">`);
    const styled = await page.evaluate(() => getComputedStyle(document.querySelector('main')).maxWidth !== 'none');
    if (!styled) failures.push(`${where}: the site's styles did not load`);
    const f = await page.evaluate(overflow);
    if (f.innerWidth !== 390) failures.push(`${where}: laid out ${f.innerWidth} px wide, zoomed out`);
    if (f.scrollWidth > f.innerWidth) failures.push(`${where}: scrolls sideways (${f.scrollWidth} px in ${f.innerWidth})`);
    failures.push(...f.wide.map((w) => `${where}: ${w}`));
  }
  console.log(`pseudo phone walk: ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} problems`);
  assert.deepEqual(failures, []);
  assert.deepEqual(page.problems, []);
});
