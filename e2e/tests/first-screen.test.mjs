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
