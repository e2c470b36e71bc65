// The Spot calculator with the reader's own Resource Graph export of eviction rates: paste it or
// choose the file, see the band used with its source and date, and get an error by the field
// (with the last result kept) for an export that is malformed or hostile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, settled } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const figure = (page, name) => page.locator('dl.figures dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').first().textContent();
const num = (s) => Number(s.replace(/[^0-9.]/g, ''));

// `az graph query -q "<the documented query>" --output json`, for the calculator's default size
// and region and one other region.
const AZ_JSON = JSON.stringify({
  count: 2,
  data: [
    { location: 'westeurope', skuName: 'standard_nd96isr_h100_v5', spotEvictionRate: '10-15' },
    { location: 'swedencentral', skuName: 'standard_nd96isr_h100_v5', spotEvictionRate: '0-5' },
  ],
  skip_token: null,
  total_records: 2,
}, null, 2);

const HOSTILE = [
  'skuName,location,spotEvictionRate',
  'standard_nd96isr_h100_v5,westeurope,<img src=x onerror=window.__pwned=1>',
].join('\n');

test('a pasted export sets the rate from its band, names the source and date, and survives a reload', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  // The export box is optional, folded until the reader opens it.
  await page.locator('details.calc-optional > summary').click();
  const typed = await figure(page, 'Expected Spot cost');
  await page.getByLabel('Export (JSON or CSV)').fill(AZ_JSON);
  await page.getByLabel('Export date').fill('2026-09-01');
  const source = page.locator('.calc-result p.eviction-source');
  await source.waitFor();
  await page.waitForFunction(() => /dated 2026-09-01/.test(document.querySelector('p.eviction-source')?.textContent ?? ''));
  const said = await source.textContent();
  assert.match(said, /your Resource Graph export \(pasted, dated 2026-09-01\)/);
  assert.match(said, /band 10-15% for standard_nd96isr_h100_v5 in westeurope/);
  assert.match(said, /upper end/);
  assert.match(await page.locator('.calc-evictions-status').textContent(), /Read 2 rows of JSON/);
  // 15 % within an hour is more than the typed 5 %: Spot is expected to cost more.
  const banded = await figure(page, 'Expected Spot cost');
  assert.ok(num(banded) > num(typed), `${banded} > ${typed}`);
  // The chart's marker sits at the band's rate: -ln(0.85) = 16.25 % per hour.
  assert.match(await page.locator('figure.chart').first().locator('figcaption').textContent(), /At 16\.3% evictions per hour/);
  // Another region of the same export: its own band.
  await page.locator('#calc-spot-region').selectOption('swedencentral');
  await page.waitForFunction(() => /band 0-5%/.test(document.querySelector('p.eviction-source')?.textContent ?? ''));
  await page.locator('#calc-spot-region').selectOption('westeurope');
  await page.waitForFunction(() => /band 10-15%/.test(document.querySelector('p.eviction-source')?.textContent ?? ''));
  // Kept in this browser, not in the address.
  await settled(page);
  assert.doesNotMatch(page.url(), /evictions|10-15/);
  await open(page, 'calc/spot');
  await source.waitFor();
  assert.match(await source.textContent(), /band 10-15%.*westeurope/);
  assert.equal(await page.getByLabel('Export date').inputValue(), '2026-09-01');
  assert.equal(await figure(page, 'Expected Spot cost'), banded);
  // Forgetting it brings the typed rate back.
  await page.getByRole('button', { name: 'Forget the export' }).click();
  await source.waitFor({ state: 'detached' });
  assert.equal(await figure(page, 'Expected Spot cost'), typed);
  assert.deepEqual(page.problems, []);
});

test('a hostile export shows an error by the field, keeps the last result and is never markup', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  // The export box is optional, folded until the reader opens it.
  await page.locator('details.calc-optional > summary').click();
  await page.getByLabel('Export (JSON or CSV)').fill(AZ_JSON);
  await page.locator('.calc-result p.eviction-source').waitFor();
  const good = await page.locator('dl.figures').innerText();
  const area = page.getByLabel('Export (JSON or CSV)');
  for (const [bad, expect] of [
    [HOSTILE, /row 1 \(line 2\): spotEvictionRate "<img src=x onerror=window.__pwned=1>" is not one of/],
    ['{"data": [{"skuName": "a"', /does not parse at line 1/],
    ['{"data": {"columns": [], "rows": []}}', /resultFormat objectArray/],
    ['skuName,location\nstandard_nd96isr_h100_v5,westeurope', /no spotEvictionRate column/],
    ['[{"skuName": "=HYPERLINK(\\"http://x\\")", "location": "westeurope", "spotEvictionRate": 15}]', /row 1: spotEvictionRate is a number, not text/],
  ]) {
    await area.fill(bad);
    const err = page.locator('#calc-spot-evictions-error');
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#calc-spot-evictions-error')?.textContent ?? ''), expect.source);
    assert.match(await err.textContent(), expect);
    assert.equal(await area.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('.calc-result.stale').count(), 1, `${bad}: not stale`);
    assert.equal(await page.locator('dl.figures').innerText(), good, `${bad}: the last result changed`);
  }
  // The hostile text was only ever text: no element made from it, no script run.
  await area.fill(HOSTILE);
  await page.locator('#calc-spot-evictions-error').waitFor();
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await area.inputValue(), HOSTILE);
  // Fixing it clears the error.
  await area.fill(AZ_JSON);
  await page.locator('#calc-spot-evictions-error').waitFor({ state: 'detached' });
  assert.equal(await page.locator('.calc-result.stale').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('a chosen file is read with its date; a binary file is refused and the last result kept', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  // The export box is optional, folded until the reader opens it.
  await page.locator('details.calc-optional > summary').click();
  const csv = '\ufeff"skuName","location","spotEvictionRate"\r\n"standard_nd96isr_h100_v5","westeurope","20+"\r\n';
  await page.locator('#calc-spot-evictions-file').setInputFiles({ name: 'evictions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const source = page.locator('.calc-result p.eviction-source');
  await source.waitFor();
  const date = await page.getByLabel('Export date').inputValue();
  assert.match(date, /^\d{4}-\d{2}-\d{2}$/, 'the file\'s last-modified date');
  const said = await source.textContent();
  assert.match(said, new RegExp(`file “evictions\\.csv”, dated ${date}`));
  assert.match(said, /band 20\+%/);
  assert.match(said, /at least 22\.31% evictions per VM-hour/);
  const good = await page.locator('dl.figures').innerText();
  await page.locator('#calc-spot-evictions-file').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
  await page.locator('#calc-spot-evictions-error').waitFor();
  assert.match(await page.locator('#calc-spot-evictions-error').textContent(), /binary data|not UTF-8/);
  assert.equal(await page.locator('dl.figures').innerText(), good);
  assert.match(await page.locator('.calc-evictions-status').textContent(), /Could not read the file “picture\.png”/);
  assert.deepEqual(page.problems, []);
});
