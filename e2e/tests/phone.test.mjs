// Every route on a 390 px phone, as a reader holds it: the page is laid out at the device's width
// (the browser did not zoom out to fit something wider), never scrolls sideways, its banner is
// one short line (the name, search and a menu button), the menu opens as a drawer whose links
// show, every control of the banner, the drawer and a chapter's contents can be tapped (on
// screen, at least 44 px each way, not covered) and focused, and axe finds nothing serious with
// the drawers open. One page walks every route, in light and dark in turn, so the walk costs
// about one accessibility pass.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, ROUTES, axeViolations } from './browser.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** The banner's most: 15 % of the screen's height. */
const HEADER_SHARE = 0.15;
/** The least a touch target measures each way, in CSS pixels. */
const TARGET = 44;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The page's fit: its layout viewport, how wide it scrolls, and the banner's height. */
function fit() {
  const header = document.querySelector('header.site-header').getBoundingClientRect();
  return {
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    scrollWidth: document.scrollingElement.scrollWidth,
    header: header.height,
  };
}

/** Every control inside `selector` that is shown (the skip link only shows when focused: it is
 *  checked for focus alone), and what is wrong with each: off the screen, smaller than `min`
 *  px, covered where a finger would tap it, or not taking focus. */
function reachable([selector, min]) {
  const problems = [];
  let checked = 0;
  const controls = document.querySelectorAll(`${selector} :is(a[href], button, input:not([type="hidden"]), select, textarea, summary)`);
  for (const el of controls) {
    const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}"`;
    if (el.classList.contains('skip-link')) {
      el.focus();
      if (document.activeElement !== el) problems.push(`${name} takes no focus`);
      el.blur();
      continue;
    }
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    checked++;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5) problems.push(`${name} is off the screen (${Math.round(r.left)} to ${Math.round(r.right)} px)`);
    if (r.width < min - 0.5 || r.height < min - 0.5) problems.push(`${name} is ${Math.round(r.width)} × ${Math.round(r.height)} px`);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) problems.push(`${name} is covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
    el.focus();
    if (document.activeElement !== el) problems.push(`${name} takes no focus`);
  }
  document.activeElement?.blur?.();
  window.scrollTo(0, 0);
  return { checked, problems };
}

/** The chart texts drawn under `min` px tall on screen (a chart shrinks with the screen). */
function smallChartText(min) {
  return [...document.querySelectorAll('figure.chart svg text')]
    .filter((t) => t.textContent.trim() && t.getBoundingClientRect().height < min)
    .map((t) => `"${t.textContent.trim()}" ${t.getBoundingClientRect().height.toFixed(1)} px`);
}

/** Whether each of the menu's links is shown. */
function menuLinksShown() {
  return [...document.querySelectorAll('.site-menu nav a')].map((a) => a.checkVisibility({ visibilityProperty: true }));
}

/** axe's serious and critical violations on the page, one line each. */
async function audit(page) {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${v.target})`);
}

// The walk's checks see a page wider than the screen, a small target, a covered one and tiny chart text.
test('the checks can fail: a wide block, a small button, a covered link and small chart text are found', async () => {
  const page = await newPage(browser, PHONE);
  await open(page, 'guide/en/faq');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.textContent = 'wide';
    document.querySelector('article').append(wide);
    const small = document.createElement('button');
    small.textContent = 'x';
    small.style.cssText = 'min-width:0;min-height:0;width:20px;height:20px;padding:0;flex:none;align-self:center';
    document.querySelector('.header-search').append(small);
  });
  const f = await page.evaluate(fit);
  assert.ok(f.scrollWidth > f.innerWidth || f.innerWidth > 390, `a 600 px block is seen: ${JSON.stringify(f)}`);
  const { problems } = await page.evaluate(reachable, ['header.site-header', TARGET]);
  assert.ok(problems.some((p) => /button "x" is \d+ × \d+ px/.test(p)), problems.join('\n'));
  await page.evaluate(() => {
    const cover = document.createElement('div');
    cover.style.cssText = 'position:fixed;inset:0;z-index:100';
    document.body.append(cover);
  });
  const covered = await page.evaluate(reachable, ['header.site-header', TARGET]);
  assert.ok(covered.problems.some((p) => /^a "gpuplan" is covered by div/.test(p)), covered.problems.join('\n'));
  await open(page, 'calc/spot');
  assert.deepEqual(await page.evaluate(smallChartText, 9), [], 'the chart as drawn');
  await page.evaluate(() => { document.querySelector('figure.chart svg').style.fontSize = '8px'; });
  assert.ok((await page.evaluate(smallChartText, 9)).length > 0, 'chart text drawn at 8 px is found');
});

// Guards the phone layout: a 482 px page zoomed out to 81 %, a nav past the right edge, a banner a quarter of the screen.
test('every route on a 390 px phone: laid out at 390 px, no sideways scroll, a short banner, a working menu, 44 px targets, axe clean', async () => {
  const page = await newPage(browser, PHONE);
  const failures = [];
  let controls = 0;
  for (const [i, route] of ROUTES.entries()) {
    const scheme = i % 2 ? 'dark' : 'light';
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, route);
    const where = `${route} (${scheme})`;
    const f = await page.evaluate(fit);
    if (f.innerWidth !== 390) failures.push(`${where}: laid out ${f.innerWidth} px wide, zoomed out`);
    if (f.scrollWidth > f.innerWidth) failures.push(`${where}: scrolls sideways (${f.scrollWidth} px in ${f.innerWidth})`);
    if (f.header > HEADER_SHARE * f.innerHeight) failures.push(`${where}: the banner is ${Math.round(f.header)} px of ${f.innerHeight}`);
    for (const t of await page.evaluate(smallChartText, 9)) failures.push(`${where}: chart text ${t} tall`);
    // The menu is closed until tapped; then every one of its links shows.
    if ((await page.evaluate(menuLinksShown)).some(Boolean)) failures.push(`${where}: the menu's links show before it is opened`);
    await page.tap('header .site-menu > summary');
    const shown = await page.evaluate(menuLinksShown);
    if (shown.length !== 6 || !shown.every(Boolean)) failures.push(`${where}: the open menu shows ${shown.filter(Boolean).length} of ${shown.length} links`);
    const header = await page.evaluate(reachable, ['header.site-header', TARGET]);
    controls += header.checked;
    failures.push(...header.problems.map((p) => `${where}: ${p}`));
    const wide = await page.evaluate(fit);
    if (wide.scrollWidth > wide.innerWidth) failures.push(`${where}: scrolls sideways with the menu open`);
    // A chapter's list opens the same way, once the menu is closed again.
    if (await page.locator('main .chapter-drawer > summary').count()) {
      await page.tap('header .site-menu > summary');
      if ((await page.evaluate(menuLinksShown)).some(Boolean)) failures.push(`${where}: the menu does not close`);
      await page.tap('main .chapter-drawer > summary');
      const links = await page.locator('.chapter-drawer ol.chapter-list a').evaluateAll((as) => as.map((a) => a.checkVisibility()));
      if (!links.length || !links.every(Boolean)) failures.push(`${where}: the open contents show ${links.filter(Boolean).length} of ${links.length} chapters`);
      const sidebar = await page.evaluate(reachable, ['main .sidebar', TARGET]);
      controls += sidebar.checked;
      failures.push(...sidebar.problems.map((p) => `${where}: ${p}`));
      // Axe then sees the menu's content too.
      await page.tap('header .site-menu > summary');
    }
    failures.push(...(await audit(page)).map((v) => `${where}: axe ${v}`));
  }
  console.log(`phone: ${ROUTES.length} routes, ${controls} controls checked, ${failures.length} problems`);
  assert.deepEqual(failures, []);
  assert.deepEqual(page.problems, []);
});

// Guards the drawers once the app runs: the browser keeps `open` across the app's page changes.
test('the drawers close when the app moves to another page, and the menu on Escape or a tap outside it', async () => {
  const page = await newPage(browser, PHONE);
  const shown = () => page.evaluate(menuLinksShown).then((s) => s.some(Boolean));
  // An app page: the menu's link is followed inside the app, and the new page starts closed.
  await open(page, 'wizard');
  await page.tap('header .site-menu > summary');
  assert.ok(await shown());
  await page.tap('header .site-menu nav a[href$="catalog"]');
  await page.waitForURL(/\/catalog$/);
  await page.locator('table.catalog-table').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.app), 'live', 'moved inside the app');
  assert.equal(await shown(), false, 'the menu closed on the new page');
  // Escape closes it and gives focus back to its button; so does a tap outside it.
  await page.tap('header .site-menu > summary');
  await page.keyboard.press('Escape');
  assert.equal(await shown(), false);
  assert.equal(await page.evaluate(() => document.activeElement.matches('.site-menu > summary')), true);
  await page.tap('header .site-menu > summary');
  await page.touchscreen.tap(195, 800); // below the open drawer
  assert.equal(await shown(), false);
  assert.match(page.url(), /\/catalog$/, 'the tap outside followed nothing');
  // A chapter with calculators, once the app is live: its contents' link to the next chapter.
  await open(page, 'guide/en/cost-models');
  await page.tap('main .chapter-drawer > summary');
  await page.tap('.chapter-drawer ol.chapter-list a[href$="tool-ladder"]');
  await page.waitForURL(/\/guide\/en\/tool-ladder$/);
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent.includes('tool ladder') || !document.querySelector('.chapter-drawer[open]'));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.app), 'live', 'moved inside the app');
  assert.equal(await page.evaluate(() => document.querySelector('.chapter-drawer').open), false, 'the contents closed on the next chapter');
  assert.equal(await page.locator('.chapter-drawer ol.chapter-list a').first().isVisible(), false);
  assert.deepEqual(page.problems, []);
});
