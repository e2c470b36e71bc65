// Prerendered pages: every route arrives as HTML, readable with JavaScript off; the wasm then
// hydrates that HTML in place (the same DOM nodes, no panic, no console error) and the page
// answers input, with the reader's address and storage applied after hydration.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, live, open, isReadingPage, CHAPTERS, CALCULATORS, PAGES, SITE, BASE_SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('with JavaScript off, every chapter shows its text, numbers and navigation', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let figuresSeen = 0;
  for (const [lang, slug] of CHAPTERS) {
    await page.goto(new URL(`guide/${lang}/${slug}`, SITE).href);
    const h1 = (await page.locator('main h1').first().textContent()) ?? '';
    assert.ok(h1.trim().length > 1, `${lang}/${slug}: no heading`);
    const words = (await page.locator('main').innerText()).length;
    assert.ok(words > 1000, `${lang}/${slug}: only ${words} characters of text`);
    // Live numbers are resolved in the HTML itself, not by the wasm.
    const figures = await page.locator('main .live').allTextContents();
    assert.ok(figures.every((t) => t.trim() !== '' && !t.includes('{')), `${lang}/${slug}: ${figures}`);
    figuresSeen += figures.length;
    // Nothing ran: a reading page says from its HTML that it needs no app; no page is live.
    assert.notEqual(await page.evaluate(() => document.documentElement.dataset.app), 'live');
  }
  assert.ok(figuresSeen >= 50, `only ${figuresSeen} live numbers in the prerendered chapters`);
  // Links work without the app: from a chapter to the catalog, then to a size.
  await page.goto(new URL('guide/en/cost-models', SITE).href);
  await page.locator('header nav a', { hasText: 'Catalog' }).click();
  await page.waitForURL(/\/catalog$/);
  const rows = await page.locator('.catalog-table tbody tr').count();
  assert.ok(rows > 10, `the catalog page has ${rows} rows with JavaScript off`);
  await page.locator('.catalog-table tbody a').first().click();
  await page.waitForURL(/\/catalog\/Standard_/);
  assert.match((await page.locator('main h1').textContent()) ?? '', /^Standard_/);
  await context.close();
});

test('a reading page loads no wasm, yet its theme, language switch, links and search all work', async () => {
  // No service worker: its background precache would fetch everything, out of this page's sight.
  const page = await newPage(browser, { serviceWorkers: 'block' });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await open(page, 'guide/en/why-gpu-cloud');
  assert.equal(await isReadingPage(page), true, 'a chapter without a calculator is a reading page');
  // The skip link stays on the page and lands on <main>.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to content');
  await page.keyboard.press('Enter');
  assert.match(page.url(), /\/guide\/en\/why-gpu-cloud#main$/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  // The theme menu applies and keeps the choice.
  await page.selectOption('#theme', 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('gpuplan.theme')), 'dark');
  // An ordinary link to the next chapter: the new page shows the kept theme in its menu too.
  const next = page.locator('nav.sidebar ol.chapter-list a').nth(1);
  const nextPath = new URL(await next.evaluate((a) => a.href)).pathname;
  await next.click();
  await page.waitForURL((u) => u.pathname === nextPath);
  await live(page);
  assert.equal(await isReadingPage(page), true, `${nextPath} is a reading page too`);
  assert.equal(await page.locator('#theme').inputValue(), 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  // Switching language from a section lands on that section in the other language.
  const section = page.locator('article h2[id]').nth(2);
  const id = await section.getAttribute('id');
  await section.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 10));
  await page.locator('.lang-switch a').click();
  await page.waitForURL((u) => u.pathname === nextPath.replace('/en/', '/zh/'));
  assert.equal(decodeURIComponent(new URL(page.url()).hash.slice(1)), id);
  assert.equal(await page.locator('.chapter-layout').getAttribute('lang'), 'zh');
  const wasmBefore = fetched.filter((p) => p.endsWith('.wasm'));
  assert.deepEqual(wasmBefore, [], 'no wasm on reading pages');
  // The banner's search box is a plain form: it leads to the search page, which runs the app.
  await page.fill('#header-search', 'spot');
  await page.press('#header-search', 'Enter');
  await page.waitForURL(/\/search\?q=spot$/);
  await page.waitForSelector('html[data-app="live"] li.search-hit');
  assert.ok(fetched.some((p) => p.endsWith('.wasm')), 'the search page loads the app');
  assert.deepEqual(page.problems, []);
});

test('a chapter with calculators reads without wasm until the reader nears one, which then answers', async () => {
  // A short window, so that the chapter's first calculator starts more than two screens down.
  const page = await newPage(browser, { serviceWorkers: 'block', viewport: { width: 1000, height: 500 } });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(new URL('guide/en/cost-models', SITE).href);
  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.app), 'deferred');
  const far = await page.evaluate(() => document.querySelector('section.calculator').getBoundingClientRect().top / innerHeight);
  assert.ok(far > 2, `the first calculator is ${far.toFixed(1)} screens down`);
  const code = () => fetched.filter((p) => /\.wasm$|\/data\/|gpuplan-web-[0-9a-f]+\.js$/.test(p));
  assert.deepEqual(code(), [], 'no app code or data while reading the top');
  // Reading works as on any reading page: the theme menu applies the choice.
  await page.selectOption('#theme', 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  // Scrolling down to the Spot calculator brings the app, which hydrates the page in place.
  const spot = page.locator('.calculator[data-calculator="spot"]');
  const heading = await page.evaluate(() => { window.__h1 = document.querySelector('main h1'); return window.__h1.textContent; });
  await page.mouse.wheel(0, 600);
  await spot.scrollIntoViewIfNeeded();
  await page.waitForSelector('html[data-app="live"]');
  assert.ok(fetched.some((p) => p.endsWith('.wasm')), 'the wasm is fetched once a calculator is near');
  assert.ok(fetched.some((p) => /\/data\/dataset-/.test(p)), 'with the data it reads');
  assert.equal(await page.evaluate(() => window.__h1.isConnected), true, `hydrated in place: ${heading}`);
  assert.equal(await page.evaluate(() => document.getElementById('gpuplan-app')), null, 'the loader ran once');
  const before = await spot.locator('dl.figures').innerText();
  await spot.getByLabel('Eviction rate', { exact: true }).fill('25%');
  await page.waitForFunction((b) => document.querySelector('.calculator[data-calculator="spot"] dl.figures').innerText !== b, before);
  // The app took over the theme menu: still dark, and it changes the page.
  assert.equal(await page.locator('#theme').inputValue(), 'dark');
  await page.selectOption('#theme', 'light');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(fetched.filter((p) => p.endsWith('.wasm')).length, 1, 'one wasm');
  assert.deepEqual(page.problems, []);
});

test('an app page fetches the data it shows first, and the rest once it runs, for the next page', async () => {
  const page = await newPage(browser, { serviceWorkers: 'block' });
  const data = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/\/data\/(dataset|guide)-[0-9a-f]{16}\.json$/);
    if (m) data.push(m[1]);
  });
  // The catalog preloads the dataset; the guide is only named, and fetched after the app runs.
  await open(page, 'catalog');
  assert.equal(await page.locator('link[rel="preload"][data-gpuplan-data="dataset"]').count(), 1);
  assert.equal(await page.locator('link[rel="preload"][data-gpuplan-data="guide"]').count(), 0);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/data\/guide-/.test(e.name)));
  assert.deepEqual(data, ['dataset', 'guide']);
  // In the app, on to pages that read the guide: the home page's contents and a chapter.
  await page.locator('header nav a', { hasText: 'Guide' }).click();
  await page.waitForURL((u) => u.pathname === new URL(SITE).pathname);
  await page.waitForSelector('main li a[href*="guide/en/"]');
  assert.equal(await page.locator('main .notice.error').count(), 0);
  await page.locator('main li a[href*="guide/en/"]').first().click();
  await page.waitForSelector('article.chapter h1');
  // Search reads the guide only; from it, the catalog gets the dataset it names for later.
  await open(page, 'search?q=spot');
  await page.waitForSelector('li.search-hit');
  await page.locator('header nav a', { hasText: 'Catalog' }).click();
  await page.waitForSelector('.catalog-table tbody tr');
  assert.ok((await page.locator('.catalog-table tbody tr').count()) > 10);
  assert.deepEqual(page.problems, []);
});

/** A page whose requests all reach `page.route`: a service worker would answer the wasm from
 *  its cache, out of the route's sight. */
async function hydrationPage() {
  const page = await newPage(browser, { serviceWorkers: 'block' });
  // Yew panics on a structural mismatch (a console error, in `problems`); any warning that
  // speaks of hydration counts too.
  page.on('console', (msg) => {
    if (/hydrat|mismatch/i.test(msg.text())) page.problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return page;
}

/** Loads `url` with the wasm held back, marks the prerendered nodes matching `selector`, lets
 *  the wasm run and returns how many of them are no longer in the page once it is live; `null`
 *  for a reading page, which runs no wasm. */
async function hydrate(page, url, selector = '#app header, main h1, footer') {
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1');
  if (await isReadingPage(page)) {
    release();
    await page.unroute('**/*.wasm');
    return null;
  }
  const marked = await page.evaluate((s) => {
    window.__prerendered = [...document.querySelectorAll(s)];
    return window.__prerendered.length;
  }, selector);
  assert.ok(marked >= 3, `only ${marked} prerendered nodes match ${selector}`);
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.app), 'live', 'live before the wasm');
  release();
  await live(page);
  await page.unroute('**/*.wasm');
  return page.evaluate(() => window.__prerendered.filter((n) => !n.isConnected).length);
}

test('every page that runs the app hydrates its prerendered HTML in place, in both languages', async (t) => {
  const page = await hydrationPage();
  const hydrated = [];
  // Sizes are reading pages; every other prerendered page is loaded with its wasm held back, and
  // those the build marks as reading pages (no wasm) are passed over.
  for (const path of PAGES.filter((p) => !/^(zh\/)?catalog\//.test(p))) {
    const replaced = await hydrate(page, new URL(path, SITE).href, '#app *');
    if (replaced === null) continue;
    assert.equal(replaced, 0, `${path}: hydration replaced ${replaced} prerendered elements`);
    hydrated.push(path);
  }
  // The catalog, every calculator, the estimate, the wizard and search in each language, and the
  // chapters with a calculator.
  const apps = ['catalog', ...CALCULATORS.map((c) => `calc/${c}`), 'estimate', 'wizard', 'search'];
  for (const p of [...apps, ...apps.map((a) => `zh/${a}`)]) assert.ok(hydrated.includes(p), `${p} was not hydrated`);
  assert.ok(hydrated.some((p) => p.startsWith('guide/en/')) && hydrated.some((p) => p.startsWith('guide/zh/')),
    `no chapter with a calculator: ${hydrated}`);
  t.diagnostic(`${hydrated.length} pages hydrated`);
  assert.deepEqual(page.problems, []);
});

test('the wasm hydrates a prerendered chapter in place, without a mismatch, and it works', async () => {
  for (const site of [SITE, BASE_SITE].filter(Boolean)) {
    const page = await hydrationPage();
    // Every element of the page, its calculators and charts included, is the prerendered one.
    const replaced = await hydrate(page, new URL('guide/en/cost-models', site).href, '#app *');
    assert.equal(replaced, 0, `${site}: hydration replaced ${replaced} prerendered elements`);
    assert.deepEqual(page.problems, [], `${site}: console errors during hydration`);
    assert.equal(await page.locator('#crash').count(), 0);
    // The embedded calculator answers typing, and links navigate inside the app.
    const spot = page.locator('.calculator[data-calculator="spot"]');
    const before = await spot.locator('dl.figures').innerText();
    await spot.getByLabel('Eviction rate', { exact: true }).fill('25%');
    await page.waitForFunction((b) => document.querySelector(
      '.calculator[data-calculator="spot"] dl.figures')?.innerText !== b, before);
    await page.locator('header nav a', { hasText: 'Catalog' }).click();
    await page.waitForSelector('.catalog-table tbody tr');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('the address and saved state apply right after hydration, without a mismatch', async () => {
  const page = await hydrationPage();
  await page.goto(new URL('./', SITE).href);
  await live(page);
  // A saved Spot calculator state and a stored theme, then a prerendered page with a query.
  await page.evaluate(() => {
    localStorage.setItem('gpuplan.calc.spot', JSON.stringify({ v: 1, state: [['eviction_rate', '17%']] }));
    localStorage.setItem('gpuplan.theme', 'dark');
  });
  // The form's inputs are the prerendered ones, now showing the saved value.
  const replaced = await hydrate(page, new URL('calc/spot', SITE).href, '#app header, main h1, main input, footer');
  assert.equal(replaced, 0, `hydration replaced ${replaced} prerendered elements`);
  assert.equal(await page.getByLabel('Eviction rate', { exact: true }).inputValue(), '17%');
  assert.equal(await page.getByLabel('Theme').inputValue(), 'dark');
  const region = 'swedencentral';
  assert.equal(await hydrate(page, new URL(`catalog?region=${region}`, SITE).href), 0);
  assert.equal(await page.locator('#f-region').inputValue(), region);
  assert.equal(await hydrate(page, new URL('search?q=eviction', SITE).href), 0);
  assert.ok(await page.locator('li.search-hit').count() > 0, 'the query was not applied');
  assert.deepEqual(page.problems, []);
});

test('a path with no prerendered page gets the not-found page in its language, with no wasm', async () => {
  const page = await newPage(browser);
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
  await page.goto(new URL('catalog/No_Such_Size', SITE).href);
  await live(page);
  assert.equal(await page.locator('main h1').textContent(), 'Page not found');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.title(), 'Page not found · gpuplan');
  await page.goto(new URL('zh/catalog/No_Such_Size', SITE).href);
  await live(page);
  assert.equal(await page.locator('main h1').textContent(), '页面不存在');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.title(), '页面不存在 · gpuplan');
  // The site's frame, as on every page: the banner's search.
  assert.equal(await page.locator('header form[role=search]').count(), 1);
  // A page's address with a slash at the end, which GitHub Pages answers with the not-found
  // page (this test's server is kinder), leads to the page.
  const notFound = await (await fetch(new URL('404.html', SITE))).text();
  const slashed = new URL('guide/en/why-gpu-cloud/', SITE).href;
  await page.route(slashed, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
  await page.goto(slashed);
  await page.waitForURL(/guide\/en\/why-gpu-cloud$/);
  await live(page);
  assert.notEqual(await page.locator('main h1').textContent(), 'Page not found');
  assert.deepEqual(wasm, [], 'the not-found page loads no wasm');
  assert.deepEqual(page.problems, []);
});
