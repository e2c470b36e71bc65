// The guide as a reader uses it: live numbers computed from the data, and a language switch that
// keeps the reader's place.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, open } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('live numbers show figures that match the data files', async () => {
  const sizes = (await readFile(new URL('../../content/data/sizes.toml', import.meta.url), 'utf8')).match(/^\[\[size\]\]$/gm).length;
  const gpus = (await readFile(new URL('../../content/data/gpus.toml', import.meta.url), 'utf8')).match(/^\[\[gpu\]\]$/gm).length;
  const prices = (await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const newest = prices.map((p) => p.as_of).sort().at(-1);
  for (const lang of ['en', 'zh']) {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/why-gpu-cloud`);
    const live = Object.fromEntries(await page.locator('.live').evaluateAll((els) => els.map((e) => [e.dataset.live + (e.dataset.live === 'spot_discount' ? e.textContent : ''), e.textContent])));
    assert.equal(live.size_count, String(sizes), lang);
    assert.equal(live.gpu_count, String(gpus), lang);
    assert.equal(live.newest_snapshot, newest, lang);
    const spot = await page.locator('.live[data-live="spot_discount"]').allTextContents();
    assert.equal(spot.length, 2);
    // Sweden Central has a size whose Spot price equals pay-as-you-go: its range starts at 0 %.
    assert.match(spot[1], /^0–\d+ %$/);
    assert.ok(spot.every((s) => /^\d+–\d+ %$/.test(s)), `${spot}`);
    assert.deepEqual(page.problems, []);
  }
});

test('switching language mid-chapter keeps the section in view', async () => {
  const page = await newPage(browser);
  // A short window, so that the section starts below the fold.
  await page.setViewportSize({ width: 900, height: 420 });
  await open(page, 'guide/zh/why-gpu-cloud');
  const below = await page.evaluate(() => document.getElementById('limits').getBoundingClientRect().top > window.innerHeight);
  assert.ok(below, 'precondition: without an anchor the section is below the fold');
  await open(page, 'guide/en/why-gpu-cloud#limits');
  await page.getByRole('link', { name: '中文' }).click();
  await page.waitForURL(/\/guide\/zh\/why-gpu-cloud#limits$/);
  await page.waitForSelector('article.chapter h1:text("为什么在云上租 GPU？")');
  const section = page.locator('h2#limits');
  assert.match(await section.textContent(), /租用改变不了的事/);
  // The section heading is scrolled into view, not the top of the page.
  await page.waitForFunction(() => {
    const r = document.getElementById('limits').getBoundingClientRect();
    return r.top >= -1 && r.top < window.innerHeight / 2 && window.scrollY > 0;
  });
  // And back, to the same place.
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/guide\/en\/why-gpu-cloud#limits$/);
  await page.waitForSelector('h2#limits:text("What renting does not change")');
  assert.deepEqual(page.problems, []);
});

test('both languages have the same sections', async () => {
  const anchors = async (lang) => {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/why-gpu-cloud`);
    return page.locator('article.chapter h2').evaluateAll((hs) => hs.map((h) => h.id));
  };
  const [en, zh] = [await anchors('en'), await anchors('zh')];
  assert.deepEqual(zh, en);
  assert.ok(en.length >= 4);
});

test('fact checks and price ratios in the family map follow the data', async () => {
  const prices = (await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const payg = (size, region) => Number(prices.find((p) => p.size === size && p.region === region && p.os === 'linux' && p.model === 'payg').price);
  // One GPU each in the NC sizes; eight each in the ND sizes.
  const nc = (payg('Standard_NC24ads_A100_v4', 'eastus') / payg('Standard_NC40ads_H100_v5', 'eastus')).toFixed(2);
  const nd = (payg('Standard_ND96amsr_A100_v4', 'westeurope') / payg('Standard_ND96isr_H100_v5', 'westeurope')).toFixed(2);
  for (const [lang, title] of [['en', 'Fact check'], ['zh', '事实核查']]) {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/gpu-family-map`);
    const checks = await page.locator('aside.callout-factcheck').all();
    assert.equal(checks.length, 3, lang);
    for (const c of checks) assert.equal(await c.locator('.callout-title').textContent(), title);
    const ratios = await page.locator('.live[data-live="price_ratio"]').allTextContents();
    assert.deepEqual(ratios, [nc, nd], lang);
    assert.equal(await page.locator('aside.callout script').count(), 0);
    assert.deepEqual(page.problems, []);
  }
});
