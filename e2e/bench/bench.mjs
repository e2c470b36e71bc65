// Browser benchmarks for `cargo xtask bench`: the same chapter on our site and on an mdBook of
// the same Markdown (first contentful paint, bytes, our first calculator's response), then
// input-to-paint times on the heaviest pages. Prints one line `RESULT {json}`.
import { chromium } from 'playwright-core';

const OURS = process.env.OURS;
const PEER = process.env.PEER;
const CHAPTER = process.env.CHAPTER ?? 'cost-models';
const RUNS = Number(process.env.RUNS ?? 7);

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]; };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});

async function site(base, path, waitFor, calcSelector) {
  const fcp = [], bytes = [], calc = [];
  let failures = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let b = 0;
    cdp.on('Network.loadingFinished', (e) => { b += e.encodedDataLength; });
    await page.goto(new URL(path, base).href, { waitUntil: 'commit' });
    await page.waitForSelector(waitFor, { state: 'attached', timeout: 15000 });
    // Both sites: wait for the load event too (bounded), so late scripts are counted.
    await page.waitForLoadState('load', { timeout: 15000 }).catch(() => {});
    let calcMs = NaN;
    if (calcSelector) {
      // The first calculator responds: its first result is on screen. Measured from the
      // navigation's start, in the page's own clock.
      await page.waitForSelector(calcSelector);
      calcMs = await page.evaluate(() => performance.now());
    }
    await page.waitForTimeout(200);
    const f = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    fcp.push(f); bytes.push(b); calc.push(calcMs);
    } catch (e) {
      // A run that stalls (seen now and then on the peer's many small files) is repeated, up to
      // three times in all; the count is reported.
      failures++;
      if (failures > 3) throw e;
      i--;
    }
    await context.close();
  }
  return { fcp_ms: median(fcp), bytes: median(bytes), calc_ms: median(calc), retried: failures, runs: { fcp, bytes, calc } };
}

/** Time from an input event to the paint that shows its result (the next animation frame, then
 *  a task after it, which runs once that frame is painted), 50 times. */
async function edits(url, ready, edit) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 60000 });
  const times = [];
  for (let i = 0; i < 50; i++) {
    times.push(await page.evaluate(edit, i));
  }
  await context.close();
  return { p50: median(times), p95: pct(times, 0.95), all: times };
}

const ours = await site(OURS, `guide/en/${CHAPTER}`, 'article.chapter h1', 'section.calculator dl.figures');
const peer = await site(PEER, `${CHAPTER}.html`, 'main h1', null);

// The estimate builder with 50 compute lines, editing the hours of the estimate.
const lines = Array.from({ length: 50 }, (_, i) => ({ kind: 'compute', size: i % 2 ? 'Standard_NC40ads_H100_v5' : 'Standard_ND96isr_H100_v5', region: 'westeurope', count: 1 + (i % 4) }));
const est = { version: 1, currency: 'USD', months: 12, hours_per_month: 730, discount_pct: 0, lines };
const timeInput = (id) => `async (i) => {
  const el = document.getElementById(${JSON.stringify(id)});
  const t0 = performance.now();
  el.value = String(100 + i);
  el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
}`;
const estimate = await edits(new URL(`estimate?e=${encodeURIComponent(JSON.stringify(est))}`, OURS).href, '#total-term', eval(timeInput('est-hours_per_month')));
// The catalog with every size shown, switching the region each time: over the 50 edits the
// table shows every size in up to 50 regions.
const catalog = await edits(new URL('catalog?retired=1', OURS).href, 'table', async (i) => {
  const sel = document.getElementById('f-region');
  const t0 = performance.now();
  sel.selectedIndex = (i + 1) % sel.options.length;
  sel.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
});
const spot = await edits(new URL('calc/spot', OURS).href, 'dl.figures', eval(`async (i) => {
  const el = document.getElementById('calc-spot-eviction_rate');
  const t0 = performance.now();
  el.value = (1 + (i % 20)) + '%';
  el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
}`));

await browser.close();
console.log(`RESULT ${JSON.stringify({ ours, peer, responsive: { estimate, catalog, spot } })}`);
