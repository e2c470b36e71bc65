// What the price data covers, read as a reader would: the coverage section of the sources page in
// both languages, and the mark on prices more than 90 days old. Expected counts are worked out
// here from the data files themselves, not read from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, open } from './browser.mjs';

let browser;
let prices;
let seriesOf;
let retired;
before(async () => {
  browser = await launch();
  const data = (f) => readFile(new URL(`../../content/data/${f}`, import.meta.url), 'utf8');
  prices = (await data('prices.jsonl')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  // The series of each size and the series retired by today, from sizes.toml's records.
  const toml = await data('sizes.toml');
  const today = new Date().toISOString().slice(0, 10);
  seriesOf = new Map();
  retired = new Set();
  for (const block of toml.split(/^\[\[/m).slice(1)) {
    const field = (k) => block.match(new RegExp(`^${k} = "([^"]*)"`, 'm'))?.[1];
    if (block.startsWith('series]]')) {
      const retires = field('retires');
      if ((retires && retires <= today) || (!retires && field('status') === 'retired')) retired.add(field('id'));
    } else if (block.startsWith('size]]')) {
      seriesOf.set(field('name'), field('series'));
    }
  }
});
after(async () => { await browser?.close(); });

/** Size × region pairs of current series priced under a model (and OS, if given). */
function pairs(model, os) {
  const keys = new Set(prices
    .filter((p) => p.model === model && (!os || p.os === os) && !retired.has(seriesOf.get(p.size)))
    .map((p) => `${p.size}|${p.region}`));
  return keys.size;
}

test('the sources page says, in both languages, how many prices each pricing model has', async () => {
  const sold = new Set(prices.filter((p) => !retired.has(seriesOf.get(p.size))).map((p) => `${p.size}|${p.region}`)).size;
  for (const [lang, heading] of [['en', 'What the price data covers'], ['zh', '价格数据的覆盖范围']]) {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/sources`);
    await assert.doesNotReject(page.getByRole('heading', { name: heading }).waitFor());
    const cells = async (model) => page.locator(`.coverage-models tr[data-model="${model}"] td`).first().textContent();
    assert.equal(await cells('payg'), `${pairs('payg', 'linux')} / ${sold}`, `${lang}: pay-as-you-go Linux`);
    assert.equal(await cells('reservation-1y'), `${pairs('reservation-1y')} / ${sold}`, `${lang}: 1-year reservations`);
    assert.equal(await cells('devtest'), `${pairs('devtest')} / ${sold}`, `${lang}: Dev/Test`);
    // Every region group and every current series with a price has its row.
    assert.equal(await page.locator('.coverage-groups tbody tr').count(), 4);
    const priced = new Set(prices.map((p) => seriesOf.get(p.size)).filter((s) => !retired.has(s)));
    const shown = await page.locator('.coverage-series tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.key));
    for (const s of priced) assert.ok(shown.includes(s), `${lang}: series ${s} has a row`);
    await page.close();
  }
});

test('a price more than 90 days old carries a mark and its date', async () => {
  const today = Date.now();
  const old = prices.find((p) => p.model === 'payg' && p.os === 'linux' && today - Date.parse(p.as_of) > 91 * 86400e3
    && !retired.has(seriesOf.get(p.size)));
  assert.ok(old, 'the snapshot has a pay-as-you-go price more than 90 days old');
  const page = await newPage(browser);
  await open(page, `catalog/${old.size}`);
  const region = await page.evaluate((r) => r, old.region);
  const cell = page.locator('.region-prices td.old').filter({ hasText: /\d/ }).first();
  await assert.doesNotReject(cell.waitFor());
  assert.match(await cell.getAttribute('title'), /more than 90 days old/);
  // The catalog, filtered to the price's region, says how many shown prices are old and links here.
  await open(page, `catalog?region=${region}`);
  const caption = page.locator('#price-caption');
  await assert.doesNotReject(caption.getByText(/prices shown are more than 90 days old/).waitFor());
  // Each old price gives its date on hover. When every dated price shown is old, the caption
  // says so once and no cell carries its own mark; otherwise the marked cells are the old ones.
  const text = await caption.textContent();
  const count = Number(text.match(/(\d+) prices shown are more than 90 days old/)[1]);
  const oldTitles = await page.locator('.catalog-table td[title*="more than 90 days old"]').count();
  const dated = await page.locator('.catalog-table td[title^="price of"]').count();
  assert.equal(oldTitles, count, 'the caption counts the old prices shown');
  const marked = await page.locator('.catalog-table td.old').count();
  if (/All \d+ prices shown/.test(text)) {
    assert.equal(count, dated, '"all" only when every dated price is old');
    assert.equal(marked, 0, 'no mark on each cell when all are old');
  } else {
    assert.equal(marked, count, 'each old price is marked');
  }
  await caption.getByRole('link', { name: 'What the price data covers' }).click();
  await page.waitForURL(/guide\/en\/sources#coverage$/);
  await page.close();
});
