// Browser benchmarks for `cargo xtask bench`, in two profiles: unthrottled, and a phone-class
// run (Lighthouse's mobile profile: CPU 4× slower, about 1.6 Mbit/s down with 150 ms round
// trips). In each profile:
//   - first view, cold cache: the calculator chapter and a reading chapter on our site and on an
//     mdBook of the same Markdown (first contentful paint, bytes transferred, wasm requested,
//     our first calculator's response);
//   - responsiveness: input to next paint on the heaviest pages, and a floor page;
//   - in-site navigation from the service worker's cache: click to the new page painted.
// Both sites are served by `cargo xtask bench`, gzip-compressed as GitHub Pages serves them.
// Prints one line `RESULT {json}`; `crates/xtask/src/bench.rs` reads it.
import { chromium } from 'playwright-core';

const env = process.env;
const OURS = env.OURS;
const PEER = env.PEER;
/** The chapter with a calculator (the app hydrates it) and one with none (a reading page). */
const CHAPTER = env.CHAPTER ?? 'cost-models';
const READING = env.READING ?? 'why-gpu-cloud';
const count = (name, fallback) => Number(env[name] ?? fallback);
/** For work on this script only: `PARTS=navigation` (or `first-view`, `responsiveness`, comma
 *  separated) runs just those, and the RESULT lacks the rest. `cargo xtask bench` runs all. */
const PARTS = new Set((env.PARTS ?? 'first-view,responsiveness,navigation').split(','));

/** Lighthouse's mobile profile. Throughput is in bytes per second. */
const PHONE = { cpu_rate: 4, latency_ms: 150, download_bytes_per_s: 1.6e6 / 8, upload_bytes_per_s: 750e3 / 8 };

const PROFILES = [
  {
    name: 'unthrottled', cpu: 1, network: false,
    runs: count('RUNS', 7), edits: count('EDITS', 50), navRuns: count('NAV_RUNS', 5),
    // The pause between two edits (a reader typing; shorter than the app's 250 ms write delay).
    gap: 150, timeout: 30_000,
  },
  {
    name: 'phone', cpu: PHONE.cpu_rate, network: true,
    runs: count('PHONE_RUNS', 3), edits: count('PHONE_EDITS', 20), navRuns: count('PHONE_NAV_RUNS', 3),
    gap: 200, timeout: 120_000,
  },
];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]; };

const browser = await chromium.launch({
  executablePath: env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});

/** A fresh context (cold cache) and page with a CDP session, the profile applied before any
 *  navigation: CPU throttling, and (unless `network` is false) the phone's network. */
async function open(profile, { serviceWorkers = 'block', network = true } = {}) {
  const context = await browser.newContext({ serviceWorkers });
  const page = await context.newPage();
  page.setDefaultTimeout(profile.timeout);
  page.setDefaultNavigationTimeout(profile.timeout);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (network && profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency_ms,
      downloadThroughput: PHONE.download_bytes_per_s,
      uploadThroughput: PHONE.upload_bytes_per_s,
    });
  }
  const close = async () => {
    await cdp.detach().catch(() => {});
    await context.close();
  };
  return { context, page, cdp, close };
}

/** Records, in every document of the context, when `<html data-app="live">` is set (the app
 *  answers input from then on), in the page's own clock. Runs before the page's scripts. */
const markLive = () => {
  new MutationObserver(() => {
    if (window.__live === undefined && document.documentElement?.dataset.app === 'live') window.__live = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
};

const isWasm = (url, mime) => mime === 'application/wasm' || /\.wasm(\?|#|$)/.test(url ?? '');

/** One cold load: first contentful paint, every byte the network delivered until it is idle
 *  (encoded: compressed bytes and headers), the wasm among them, and when `calc` is given the
 *  first calculator's response time (from the navigation's start). No service worker: its
 *  install (which downloads every file for offline use, after the load event) would be counted
 *  and compete with the page. */
async function load(profile, base, path, ready, calc) {
  const { context, page, cdp, close } = await open(profile);
  try {
    await context.addInitScript(markLive);
    const requests = new Map(); // requestId → { url, wasm }
    let bytes = 0, wasmBytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { url: e.request.url, wasm: isWasm(e.request.url) });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r && isWasm(e.response.url, e.response.mimeType)) r.wasm = true;
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (requests.get(e.requestId)?.wasm) wasmBytes += e.encodedDataLength;
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'commit' });
    await page.waitForSelector(ready, { state: 'attached' });
    let calcMs = NaN;
    if (calc) {
      // The first calculator responds once the app is live: the prerendered calculator is there
      // from the first paint, but answers input only after hydration. A chapter loads the app
      // when a calculator nears the window: the reader goes straight to it, as from a link to
      // its section.
      await page.locator(calc).first().scrollIntoViewIfNeeded();
      await page.waitForSelector(`html[data-app="live"] ${calc}`, { state: 'attached' });
      calcMs = await page.evaluate(() => window.__live);
    }
    // Everything the page asks for, late scripts included: the load event, then no request for
    // 500 ms (Playwright's network idle).
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    const wasmRequests = [...requests.values()].filter((r) => r.wasm).length;
    return { fcp, bytes, wasmBytes, wasmRequests, calcMs };
  } finally {
    await close();
  }
}

/** `profile.runs` cold loads of one page; medians. */
async function firstView(profile, base, path, ready, calc) {
  const runs = { fcp: [], bytes: [], wasm_bytes: [], wasm_requests: [], calc: [] };
  let failures = 0;
  for (let i = 0; i < profile.runs; i++) {
    try {
      const r = await load(profile, base, path, ready, calc);
      runs.fcp.push(r.fcp); runs.bytes.push(r.bytes); runs.wasm_bytes.push(r.wasmBytes);
      runs.wasm_requests.push(r.wasmRequests); runs.calc.push(r.calcMs);
    } catch (e) {
      // A run that stalls is repeated, up to three times in all; the count is reported, so a
      // server that queues requests shows up in the figures rather than failing the bench.
      failures++;
      console.error(`bench: ${profile.name} ${path}: run failed (${e.message.split('\n')[0]}), repeating`);
      if (failures > 3) throw e;
      i--;
    }
  }
  return {
    fcp_ms: median(runs.fcp), bytes: median(runs.bytes), wasm_bytes: median(runs.wasm_bytes),
    wasm_requests: median(runs.wasm_requests), calc_ms: median(runs.calc), retried: failures, runs,
  };
}

/** Responsiveness over `profile.edits` edits on a live page, two ways:
 *  - to next paint: the reader's input (trusted events from Playwright) measured by the
 *    browser's Event Timing API: the time from the input event to the next paint after its
 *    handlers ran, in 8 ms steps. The API reports only events of 16 ms or more; an edit with no
 *    entry took less than 16 ms and counts as 0 here.
 *  - work: the same edit dispatched from script, timed from the dispatch to the DOM changed and
 *    laid out (the app's script, its DOM changes and layout; not paint, not the wait for the
 *    display's next frame). */
async function edits(profile, url, ready, trusted, synthetic, serve) {
  // No service worker: its first install (every file of the site) would run during the edits.
  const { page, close } = await open(profile);
  try {
    if (serve) await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: serve }));
    await page.goto(url);
    // Pages are prerendered: the selector is there before the wasm; input works once live.
    await page.waitForSelector(`html[data-app="live"] ${ready}`);
    await page.evaluate(() => {
      window.__events = [];
      const keep = (entries) => {
        for (const e of entries) window.__events.push({ start: e.startTime, duration: e.duration });
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: 'event', durationThreshold: 16 });
      // The entries queued but not yet handed to the callback, for reading at once.
      window.__takeEvents = () => keep(observer.takeRecords());
    });
    // After an edit: two animation frames (so the frame that shows the edit has been painted),
    // and then the rest of `gap` ms since the edit began. The gap is the benchmark's pacing, not
    // a wait for something: edits come at a reader's typing pace, and the figure is input to
    // next paint at that pace. An edit under 16 ms leaves no entry at all, so no event could
    // end the wait; the gap also leaves time for an entry of a longer one to be queued.
    const settle = (since) => page.evaluate(async ({ since, gap }) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const left = since + gap - performance.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      window.__takeEvents();
    }, { since, gap: profile.gap });
    const paint = [], work = [];
    // Five edits first, not counted: the first edits after a load also pay for compiling and
    // warming caches (the floor page's first edit took 24 to 32 ms where the rest took < 16).
    for (let i = 50; i < 55; i++) {
      const t = await page.evaluate(() => performance.now());
      await trusted(page, i);
      await settle(t);
    }
    for (let i = 0; i < profile.edits; i++) {
      const t = await page.evaluate(() => performance.now());
      await trusted(page, i);
      await settle(t);
      const d = await page.evaluate((since) => window.__events.filter((e) => e.start >= since).map((e) => e.duration), t);
      paint.push(d.length ? Math.max(...d) : 0);
    }
    for (let i = 0; i < profile.edits; i++) {
      work.push(await page.evaluate(synthetic, i));
      // The edit's frame rendered (two animation frames) before the next edit, so that no
      // edit's measure takes in the rendering of the one before.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    return {
      paint_p50: median(paint), paint_p95: pct(paint, 0.95), paint_over_16: paint.filter((x) => x >= 16).length,
      edits: profile.edits, work_p50: median(work), work_p95: pct(work, 0.95), paint, work,
    };
  } finally {
    await close();
  }
}

/** A page function: sets a field (or a select's option) from script, then times the app's
 *  update until the DOM has changed and layout is done. */
const synthetic = (id, value) => eval(`async (i) => {
  const el = document.getElementById(${JSON.stringify(id)});
  let changed = false;
  const seen = new MutationObserver(() => { changed = true; });
  seen.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true, attributes: true });
  const t0 = performance.now();
  if (el.tagName === 'SELECT') {
    el.selectedIndex = (i + 1) % el.options.length;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    el.value = (${value.toString()})(i);
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
  for (let n = 0; !changed && n < 1000; n++) await new Promise((r) => queueMicrotask(r));
  seen.disconnect();
  document.body.getBoundingClientRect();
  return performance.now() - t0;
}`);

/** The pages the app is heaviest on, and the floor. */
async function responsiveness(profile) {
  // The estimate builder with 50 compute lines, editing the hours of the estimate.
  const lines = Array.from({ length: 50 }, (_, i) => ({ kind: 'compute', size: i % 2 ? 'Standard_NC40ads_H100_v5' : 'Standard_ND96isr_H100_v5', region: 'westeurope', count: 1 + (i % 4) }));
  const est = { version: 1, currency: 'USD', months: 12, hours_per_month: 730, discount_pct: 0, lines };
  const estimate = await edits(profile,
    new URL(`estimate?e=${encodeURIComponent(JSON.stringify(est))}`, OURS).href, '#total-term',
    (page, i) => page.locator('#est-hours_per_month').fill(String(100 + i)),
    synthetic('est-hours_per_month', (i) => String(200 + i)));
  // The catalog with every size shown, moving through the regions with the keyboard: over the
  // edits the table shows every size in up to 50 regions.
  const catalog = await edits(profile,
    new URL('catalog?retired=1', OURS).href, 'table',
    async (page) => {
      const region = page.locator('#f-region');
      const [index, n] = await region.evaluate((s) => [s.selectedIndex, s.options.length]);
      await region.focus();
      await page.keyboard.press(index + 1 < n ? 'ArrowDown' : 'Home');
    },
    synthetic('f-region', () => ''));
  const spot = await edits(profile,
    new URL('calc/spot', OURS).href, 'dl.figures',
    (page, i) => page.locator('#calc-spot-eviction_rate').fill(`${1 + (i % 20)}%`),
    synthetic('calc-spot-eviction_rate', (i) => `${1 + ((i + 7) % 20)}%`));
  // The floor: the same measure on a page with one text field whose input handler writes one
  // number, served from our origin. Nothing an app can do takes less; the rest of each figure
  // above it is the app's.
  const floor = await edits(profile,
    new URL('__bench_floor', OURS).href, '#field',
    (page, i) => page.locator('#field').fill(String(100 + i)),
    synthetic('field', (i) => String(200 + i)),
    `<!doctype html><html data-app="live"><head><meta charset="utf-8"><title>floor</title></head><body><main>
<label>Value <input id="field"></label><output id="out">0</output>
<script>document.getElementById('field').addEventListener('input', (e) => {
  document.getElementById('out').textContent = String(e.target.value.length); });</script></main></body></html>`);
  return { estimate, catalog, spot, floor };
}

/** Waits until the page is as a reader finds it: the app live, a page the build marks static
 *  (it loads no app), or a chapter that loads it when a calculator nears (still reading). */
const settled = (page) => page.waitForSelector(':is(html[data-app="live"], html[data-app="static"], html[data-app="deferred"]) article.chapter h1', { state: 'attached' });

/** Brings the app into a chapter that loads it when a calculator nears the window
 *  (`data-app="deferred"`): scrolls to the first calculator, as a reader would, then back. */
async function calculatorInUse(page) {
  if (await page.evaluate(() => document.documentElement.dataset.app !== 'deferred')) return;
  await page.locator('section.calculator').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('html[data-app="live"]', { state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One in-site navigation from the service worker's cache: from chapter `from`, a click on the
 *  chapter list's link to `to`, timed from the click to the new page painted. Either way the
 *  site answers it:
 *  - a new document (an ordinary link): the new document's first contentful paint, in absolute
 *    time (`performance.timeOrigin` + its start), less the click's absolute time, which the old
 *    document left in sessionStorage;
 *  - the app's router (same document): from the click to the new heading in the DOM, then the
 *    next animation frame and the task after it (the frame painted), in the page's own clock.
 *  CPU throttling only: the pages come from the cache, not the network. */
async function navigate(profile, from, to) {
  // Service workers allowed: the cache is the point.
  const { page, close } = await open(profile, { serviceWorkers: 'allow', network: false });
  try {
    const fromUrl = new URL(`guide/en/${from}`, OURS).href;
    const toUrl = new URL(`guide/en/${to}`, OURS).href;
    await page.goto(fromUrl, { waitUntil: 'load' });
    // The worker installs (it caches every file of the site) and activates; a page loaded before
    // it activated is controlled after a reload. A page that registers no worker is measured
    // all the same (from the HTTP cache) and reported as not served by one.
    const worker = await page.evaluate((ms) => Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), ms)),
    ]), profile.timeout / 2);
    if (worker) {
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
        await page.reload({ waitUntil: 'load' });
      }
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    } else {
      console.error(`bench: ${from}: no service worker became ready; measuring without one`);
    }
    // The target once, so that whatever the browser keeps of it (compiled code, decoded
    // resources) is warm as on a reader's second visit, then the first chapter again.
    await page.goto(toUrl, { waitUntil: 'load' });
    await settled(page);
    await page.goto(fromUrl, { waitUntil: 'load' });
    await calculatorInUse(page);
    await settled(page);
    await page.evaluate((to) => {
      window.__benchOldDocument = true;
      sessionStorage.removeItem('bench-click');
      document.addEventListener('click', (e) => {
        window.__click = e.timeStamp;
        sessionStorage.setItem('bench-click', String(performance.timeOrigin + e.timeStamp));
      }, { capture: true, once: true });
      // In-app: the new heading (seen as the DOM changes, or on a frame if the address changes
      // after the DOM), then the next frame and the task after it.
      const old = document.querySelector('article.chapter h1')?.textContent;
      let seen = false;
      const check = () => {
        const h1 = document.querySelector('article.chapter h1');
        if (seen || !location.pathname.endsWith(`/${to}`) || !h1 || h1.textContent === old) return;
        seen = true;
        changes.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => { window.__painted = performance.now(); };
          channel.port2.postMessage(null);
        });
      };
      const changes = new MutationObserver(check);
      changes.observe(document, { subtree: true, childList: true, characterData: true });
      const poll = () => { check(); if (!seen) requestAnimationFrame(poll); };
      requestAnimationFrame(poll);
    }, to);
    await page.click(`nav.sidebar ol.chapter-list a[href$="${to}"]`);
    await page.waitForURL((u) => u.pathname.endsWith(`/${to}`), { waitUntil: 'commit' });
    // The evaluation below runs in whichever document is current: the old one only if the app
    // changed the page in place.
    const sameDocument = await page.evaluate(() => window.__benchOldDocument === true);
    if (sameDocument) {
      await page.waitForFunction(() => window.__painted !== undefined);
      return { ms: await page.evaluate(() => window.__painted - window.__click), kind: 'in-app', worker };
    }
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const ms = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance.timeOrigin + fcp - Number(sessionStorage.getItem('bench-click'));
    });
    return { ms, kind: 'document', worker };
  } finally {
    await close();
  }
}

async function navigation(profile, from, to) {
  const ms = [], kinds = [];
  let failures = 0, withoutWorker = 0;
  for (let i = 0; i < profile.navRuns; i++) {
    try {
      const r = await navigate(profile, from, to);
      ms.push(r.ms); kinds.push(r.kind);
      if (!r.worker) withoutWorker++;
    } catch (e) {
      failures++;
      console.error(`bench: ${profile.name} ${from} → ${to}: run failed (${e.message.split('\n')[0]}), repeating`);
      if (failures > 3) throw e;
      i--;
    }
  }
  // The kind seen on most runs (they should all agree).
  const kind = median(kinds.map((k) => (k === 'in-app' ? 1 : 0))) === 1 ? 'in-app' : 'document';
  return { from, to, ms_p50: median(ms), kind, without_worker: withoutWorker, retried: failures, runs: ms, kinds };
}

const result = { settings: { phone: PHONE, chapter: CHAPTER, reading: READING } };
for (const profile of PROFILES) {
  const t0 = Date.now();
  console.error(`bench: ${profile.name}: ${profile.runs} cold loads per page, ${profile.edits} edits per page, ${profile.navRuns} navigations per pair`);
  const part = { counts: { runs: profile.runs, edits: profile.edits, nav_runs: profile.navRuns } };
  let t = Date.now();
  const lap = (what) => { console.error(`bench: ${profile.name}: ${what} in ${((Date.now() - t) / 1000).toFixed(0)} s`); t = Date.now(); };
  if (PARTS.has('first-view')) {
    part.ours = await firstView(profile, OURS, `guide/en/${CHAPTER}`, 'article.chapter h1', 'section.calculator dl.figures');
    part.peer = await firstView(profile, PEER, `${CHAPTER}.html`, 'main h1');
    part.ours_reading = await firstView(profile, OURS, `guide/en/${READING}`, 'article.chapter h1');
    part.peer_reading = await firstView(profile, PEER, `${READING}.html`, 'main h1');
    lap(`first view (4 pages × ${profile.runs} loads)`);
  }
  if (PARTS.has('responsiveness')) {
    part.responsive = await responsiveness(profile);
    lap(`responsiveness (4 pages × ${profile.edits} edits)`);
  }
  if (PARTS.has('navigation')) {
    part.navigation = {
      reading: await navigation(profile, READING, 'gpu-family-map'),
      app: await navigation(profile, CHAPTER, 'tool-ladder'),
    };
    lap(`navigation (2 pairs × ${profile.navRuns} runs)`);
  }
  part.seconds = (Date.now() - t0) / 1000;
  result[profile.name] = part;
  console.error(`bench: ${profile.name}: done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

await browser.close();
console.log(`RESULT ${JSON.stringify(result)}`);
