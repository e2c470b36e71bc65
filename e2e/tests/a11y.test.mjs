// Accessibility: axe-core (pinned in package.json) on every route, in both themes. The guide's
// routes cover both languages. Serious and critical violations fail; the rest are reported.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, ROUTES, axeViolations as audit } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });


for (const scheme of ['light', 'dark']) {
  test(`axe finds no serious or critical violation on any route (${scheme} theme)`, async () => {
    const page = await newPage(browser);
    await page.emulateMedia({ colorScheme: scheme });
    const serious = [];
    const minor = {};
    for (const route of ROUTES) {
      await open(page, route);
      for (const v of await audit(page)) {
        if (v.impact === 'serious' || v.impact === 'critical') serious.push(`${route}: ${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${v.target})`);
        else minor[v.id] = (minor[v.id] ?? 0) + v.nodes;
      }
    }
    console.log(`axe ${scheme}: ${ROUTES.length} routes, serious or critical: ${serious.length}, other: ${JSON.stringify(minor)}`);
    assert.deepEqual(serious, []);
    assert.deepEqual(page.problems, []);
  });
}

test('the audit itself can fail: it sees a missing alt text, low contrast and an unlabelled field', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/faq');
  await page.evaluate(() => {
    const article = document.querySelector('article');
    const img = document.createElement('img');
    img.src = 'favicon.svg';
    const faint = document.createElement('p');
    faint.textContent = 'faint text';
    faint.style.color = '#eeeeee';
    const input = document.createElement('input');
    input.type = 'text';
    article.append(img, faint, input);
  });
  const ids = (await audit(page)).map((v) => `${v.id}:${v.impact}`);
  for (const want of ['image-alt:critical', 'color-contrast:serious', 'label:critical']) {
    assert.ok(ids.includes(want), `${want} not in ${ids}`);
  }
});

test('keyboard only: skip link, visible focus, search and the theme menu', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/cost-models');
  const path = new URL(page.url()).pathname;
  // The first Tab lands on the skip link, which is then visible and outlined.
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const a = document.activeElement;
    const r = a.getBoundingClientRect();
    const s = getComputedStyle(a);
    return { text: a.textContent, onScreen: r.left >= 0 && r.top >= 0, outline: s.outlineStyle, width: s.outlineWidth };
  });
  assert.equal(skip.text, 'Skip to content');
  assert.ok(skip.onScreen, 'the focused skip link is on screen');
  assert.notEqual(skip.outline, 'none');
  await page.keyboard.press('Enter');
  assert.equal(new URL(page.url()).pathname, path, 'the skip link stays on the page');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  // From the content, Shift+Tab walks back through the header (theme menu, the menu's six links,
  // search button) to the search box; typing and Enter search.
  let guard = 0;
  while ((await page.evaluate(() => document.activeElement.id)) !== 'header-search' && guard++ < 10) {
    await page.keyboard.press('Shift+Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'header-search');
  await page.keyboard.type('spot');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?q=spot$/);
  await page.waitForSelector('li.search-hit');
  // Every control in the header has a visible focus ring when reached by keyboard: from the
  // search box, its button, the menu's six links (on a wide screen the menu's button is hidden
  // and its content shown), then the theme menu.
  await page.focus('#header-search');
  const order = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const a = document.activeElement;
      return { id: a.id || a.textContent.trim(), ring: getComputedStyle(a).outlineStyle };
    }));
  }
  assert.deepEqual(order.map((o) => o.id), ['Search', 'Guide', 'Catalog', 'Wizard', 'Estimate', 'Calculators', 'Search', 'theme']);
  for (const o of order) assert.notEqual(o.ring, 'none', `${o.id} has no focus ring`);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'theme');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none');
  // The theme menu works from the keyboard.
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  // A result is followed with Enter.
  await page.locator('a.search-hit-title').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/guide\/(en|zh)\/[a-z-]+#[a-z0-9-]+$/);
  assert.deepEqual(page.problems, []);
});
