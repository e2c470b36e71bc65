// The answer where the eye is: on a desktop (1366×768) and on a phone (390×844), the Spot
// calculator's and the wizard's first result figure is on the first screen when the page loads,
// in both languages: beside the inputs where the calculator is wide, right under its main inputs
// where it is narrow (its optional export box folded), and the wizard's best fit above its
// questions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SCREENS = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
];

// The page and its first result figure (a value of its figure list).
const PAGES = [
  { path: 'calc/spot', figure: 'section.calculator[data-calculator="spot"] .calc-result dl.figures dd' },
  { path: 'zh/calc/spot', figure: 'section.calculator[data-calculator="spot"] .calc-result dl.figures dd' },
  { path: 'wizard', figure: '.wizard-answer dl.figures dd' },
  { path: 'zh/wizard', figure: '.wizard-answer dl.figures dd' },
];

for (const { name, options } of SCREENS) {
  for (const { path, figure } of PAGES) {
    test(`${path} on a ${name}: the first result figure is on the first screen`, async () => {
      const page = await newPage(browser, options);
      await open(page, path);
      const first = page.locator(figure).first();
      await first.waitFor();
      const box = await first.boundingBox();
      const { width, height } = options.viewport;
      assert.ok(box, `${path}: no box`);
      assert.ok(box.y >= 0 && box.y + box.height <= height, `${path}: y ${box.y}+${box.height} past ${height}`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${path}: x ${box.x}+${box.width} past ${width}`);
      // Nothing scrolled to get there.
      assert.equal(await page.evaluate(() => window.scrollY), 0, path);
      assert.deepEqual(page.problems, [], path);
      await page.context().close();
    });
  }
}

test('the Spot calculator folds its optional export box until it holds an export', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  const fold = page.locator('details.calc-optional');
  assert.equal(await fold.getAttribute('open'), null, 'folded on load');
  assert.equal(await page.getByLabel('Export (JSON or CSV)').isVisible(), false);
  await fold.locator('summary').click();
  assert.equal(await page.getByLabel('Export (JSON or CSV)').isVisible(), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// A price catalog's first screen shows prices: at 1366×768, in both languages, the first row's
// pay-as-you-go price per GPU-hour is inside the window without scrolling, the rows are sorted
// by it (cheapest first), and sorting by name counts as a reader does (NC4as before NC16as).
for (const path of ['catalog', 'zh/catalog']) {
  test(`${path} at 1366×768: the first price is on the first screen, cheapest first`, async () => {
    const page = await newPage(browser, SCREENS[0].options);
    await open(page, path);
    const th = page.locator('.catalog-table thead th:has(button[data-column="payg"])');
    assert.equal(await th.getAttribute('aria-sort'), 'ascending', `${path}: sorted by pay-as-you-go`);
    const first = page.locator('.catalog-table tbody tr').first().locator('td.price').first();
    const box = await first.boundingBox();
    assert.ok(box, `${path}: no price cell`);
    assert.ok(box.x >= 0 && box.x + box.width <= 1366, `${path}: x ${box.x}+${box.width} past 1366`);
    assert.ok(box.y >= 0 && box.y + box.height <= 768, `${path}: y ${box.y}+${box.height} past 768`);
    assert.match(await first.textContent(), /^\d+\.\d{4}$/, `${path}: a price, not a gap`);
    const scrolled = await page.locator('.catalog .table-scroll').evaluate((el) => el.scrollLeft);
    assert.equal(scrolled, 0, `${path}: no sideways scroll`);
    // Cheapest first, among the rows priced pay-as-you-go.
    const payg = await page.locator('.catalog-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td.price')).filter((td) => !td.classList.contains('missing'))
        .map((td) => Number(td.textContent.replace(/,/g, ''))));
    assert.ok(payg.length > 10, `${path}: ${payg.length} priced`);
    assert.deepEqual(payg, [...payg].sort((a, b) => a - b), `${path}: cheapest first`);
    // By name, as a reader counts.
    await page.locator('button[data-column="size"]').click();
    await page.waitForURL(/sort=size/);
    const names = await page.locator('.catalog-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.dataset.size));
    const four = names.indexOf('Standard_NC4as_T4_v3');
    const sixteen = names.indexOf('Standard_NC16as_T4_v3');
    assert.ok(four >= 0 && four < sixteen, `${path}: NC4as at ${four}, NC16as at ${sixteen}`);
    assert.deepEqual(page.problems, [], path);
    await page.context().close();
  });
}
