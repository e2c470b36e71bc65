// The catalog page as a reader uses it: filter, sort, compare, export, share the address, and
// open a size. Expected prices are read from the project's snapshot file, not from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, open, live, settled, display, snapshotPrices } from './browser.mjs';

let browser;
let prices;
before(async () => {
  browser = await launch();
  prices = await snapshotPrices();
});
after(async () => { await browser?.close(); });

/** The snapshot price of a size in a region, as a string, or undefined. */
function snapshot(size, region, model = 'payg', os = 'linux') {
  return prices.find((p) => p.size === size && p.region === region && p.model === model && p.os === os)?.price;
}

async function rowNames(page) {
  return page.locator('.catalog-table tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.size));
}

async function column(page, key) {
  const index = await page.locator('.catalog-table thead th').evaluateAll(
    (ths, key) => ths.findIndex((th) => th.querySelector(`button[data-column="${key}"]`)), key);
  return page.locator('.catalog-table tbody tr').evaluateAll(
    (rows, i) => rows.map((r) => r.children[i].textContent.trim()), index);
}

test('a filter changed just before following a size link is there on the way back', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  // A quick reader: the filter, then the link within the 250 ms the app waits for a pause
  // before writing the address (one script, so that Playwright's own steps take no time).
  // The size's page is a page load, so the click runs just after the script has returned:
  // a load that began inside the script would end it before it could report.
  const gpu = await page.getByLabel('GPU', { exact: true }).getAttribute('id');
  await page.evaluate(async (id) => {
    const select = document.getElementById(id);
    select.value = [...select.options].find((o) => o.text === 'NVIDIA H100 SXM5 80GB').value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    const link = [...document.querySelectorAll('.catalog-table tbody a')]
      .find((a) => a.textContent === 'Standard_ND96isr_H100_v5');
    if (!link) throw new Error('no link to Standard_ND96isr_H100_v5 after the filter');
    setTimeout(() => link.click(), 0);
  }, gpu);
  await page.waitForURL(/\/catalog\/Standard_ND96isr_H100_v5$/);
  // The reader reads the size's page for a moment (longer than the pause), then goes back.
  await page.locator('h1', { hasText: 'Standard_ND96isr_H100_v5' }).waitFor();
  await settled(page);
  await page.goBack();
  await page.waitForURL(/\/catalog\?.*gpu=h100-sxm/);
  // A size's page is a reading page, so going back loads the catalog again: the filter comes
  // back from the address, which the app applies once it is live.
  await live(page);
  await page.waitForFunction(() => document.querySelectorAll('.catalog-table tbody tr').length === 1);
  assert.deepEqual(await rowNames(page), ['Standard_ND96isr_H100_v5']);
  assert.deepEqual(page.problems, []);
});

test('filters narrow the table and land in the address', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  const all = await rowNames(page);
  assert.ok(all.length >= 30, `rows: ${all.length}`);
  await page.getByLabel('GPU', { exact: true }).selectOption({ label: 'NVIDIA H100 SXM5 80GB' });
  await page.waitForURL(/gpu=h100-sxm/);
  assert.deepEqual(await rowNames(page), ['Standard_ND96isr_H100_v5']);
  await page.getByLabel('GPU', { exact: true }).selectOption({ label: 'Any' });
  await page.getByLabel('GPU memory at least (GB)').fill('1000');
  await page.waitForURL(/vram=1000/);
  const vram = (await column(page, 'vram')).map(Number);
  assert.ok(vram.length > 0 && vram.every((v) => v >= 1000), `${vram}`);
  await page.getByLabel('InfiniBand').selectOption('yes');
  await page.waitForURL(/ib=yes/);
  const ib = await column(page, 'ib');
  assert.ok(ib.every((v) => v === 'yes'), `${ib}`);
  assert.deepEqual(page.problems, []);
});

test('headers sort every column both ways, missing prices last', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  const header = page.locator('button[data-column="spot"]');
  await header.click();
  await page.waitForURL(/sort=spot/);
  assert.equal(await page.locator('th:has(button[data-column="spot"])').getAttribute('aria-sort'), 'ascending');
  const numbers = (cells) => cells.filter((c) => c !== 'not in snapshot').map((c) => Number(c.replaceAll(',', '')));
  let cells = await column(page, 'spot');
  let values = numbers(cells);
  assert.ok(values.length > 5);
  assert.deepEqual(values, [...values].sort((a, b) => a - b));
  assert.ok(cells.slice(values.length).every((c) => c === 'not in snapshot'), 'missing prices come last');
  await header.click();
  await page.waitForURL(/dir=desc/);
  cells = await column(page, 'spot');
  values = numbers(cells);
  assert.deepEqual(values, [...values].sort((a, b) => b - a));
  assert.ok(cells.slice(values.length).every((c) => c === 'not in snapshot'));
  await page.locator('button[data-column="vcpu"]').click();
  await page.waitForURL(/sort=vcpu/);
  // Sizes with no price in the region come after the priced ones whatever the sort (issue 21):
  // each part is sorted.
  const vcpu = (await column(page, 'vcpu')).map(Number);
  const priced = await page.locator('.catalog-table tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td.price')].some((td) => !td.classList.contains('missing'))));
  const n = priced.filter(Boolean).length;
  assert.ok(n > 0 && priced.slice(0, n).every(Boolean), 'the priced sizes come first');
  for (const part of [vcpu.slice(0, n), vcpu.slice(n)]) {
    assert.deepEqual(part, [...part].sort((a, b) => b - a), 'counts sort largest first on the first click');
  }
  assert.deepEqual(page.problems, []);
});

test('prices follow the snapshot, the normalisation and the time unit', async () => {
  const page = await newPage(browser);
  // Per VM, named in the address (the page's default is per GPU: home.test.mjs).
  await open(page, 'catalog?gpu=h100-sxm&norm=vm');
  const hourly = snapshot('Standard_ND96isr_H100_v5', 'westeurope');
  assert.equal((await column(page, 'payg'))[0], display(hourly, 4));
  await page.getByLabel('Normalise').selectOption('gpu');
  await page.getByLabel('Per', { exact: true }).selectOption('month');
  await page.waitForURL(/unit=month/);
  // 8 GPUs, 730 hours: scale the decimal exactly with BigInt before rounding.
  const [i, f = ''] = hourly.split('.');
  const scaled = BigInt(i + f) * 730n * 10n ** 6n / 8n; // 6 extra places
  const text = scaled.toString().padStart(f.length + 7, '0');
  const exact = `${text.slice(0, text.length - f.length - 6)}.${text.slice(text.length - f.length - 6)}`;
  assert.equal((await column(page, 'payg'))[0], display(exact, 2));
  assert.match(await page.textContent('#price-caption'), /per GPU per month, westeurope/);
  assert.deepEqual(page.problems, []);
});

test('a new region reaches every row, the ones out of sight a frame after the rest', async () => {
  const page = await newPage(browser);
  // Every size, per VM, so that each pay-as-you-go cell is the snapshot's price as it is.
  await open(page, 'catalog?retired=1&norm=vm&region=westeurope');
  const region = 'eastus';
  await page.getByLabel('Region').selectOption(region);
  // The rows out of sight follow once the frame of the edit is painted; until then the table
  // says it is busy.
  await page.locator('.catalog-table:not([aria-busy])').waitFor();
  const names = await rowNames(page);
  assert.ok(names.length > 40, `rows: ${names.length}`);
  const payg = await column(page, 'payg');
  let checked = 0;
  names.forEach((size, i) => {
    const price = snapshot(size, region);
    if (price === undefined) return;
    assert.equal(payg[i], display(price, 4), `${size}, row ${i + 1}`);
    checked++;
  });
  assert.ok(checked > 20, `${checked} priced rows`);
  // Among them rows far below the first screen.
  const last = names.findLastIndex((size) => snapshot(size, region) !== undefined);
  assert.ok(last > 30, `last priced row ${last + 1}`);
  assert.deepEqual(page.problems, []);
});

test('retired sizes appear only on request', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  // NCv3 retired on 2025-09-30 and NVv3 on 2026-09-30: neither is a current choice.
  const current = await rowNames(page);
  assert.ok(!current.includes('Standard_NC6s_v3') && !current.includes('Standard_NV12s_v3'));
  await page.getByLabel('Show retired sizes').check();
  await page.waitForURL(/retired=1/);
  const names = await rowNames(page);
  assert.ok(names.includes('Standard_NC6s_v3') && names.includes('Standard_NV12s_v3'), `${names.length}`);
  assert.deepEqual(page.problems, []);
});

test('compare two sizes side by side, and the choice survives a reload', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  await page.getByLabel('Compare Standard_ND96isr_H100_v5').check();
  await page.getByLabel('Compare Standard_ND96isr_H200_v5').check();
  await page.waitForURL(/cmp=Standard_ND96isr_H100_v5(,|%2C)Standard_ND96isr_H200_v5/);
  const heads = await page.locator('.compare-table thead th').allTextContents();
  assert.deepEqual(heads, ['Standard_ND96isr_H100_v5', 'Standard_ND96isr_H200_v5']);
  await page.reload();
  await live(page);
  await page.waitForSelector('.compare-table');
  assert.equal(await page.textContent('#compare-heading'), 'Comparing 2 sizes');
  const memory = await page.locator('.compare-table tr:has(th:text-is("GPU memory (GB)")) td').allTextContents();
  assert.deepEqual(memory, ['640', '1128']);
  await page.getByRole('button', { name: 'Clear comparison' }).click();
  await page.waitForSelector('.compare-table', { state: 'detached' });
  assert.deepEqual(page.problems, []);
});

test('export CSV, JSON and Markdown with every shown row', async () => {
  const page = await newPage(browser);
  // Per VM, so that the exported prices are the snapshot's own.
  await open(page, 'catalog?region=swedencentral&norm=vm');
  const shown = await rowNames(page);
  const save = async (name) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return readFile(await download.path(), 'utf8');
  };
  const csv = (await save('Export CSV')).trim().split('\r\n');
  assert.equal(csv.length, shown.length + 1);
  assert.match(csv[0], /^Size,GPU,GPUs,/);
  const h200 = csv.find((l) => l.startsWith('Standard_ND96isr_H200_v5,'));
  assert.ok(h200.includes(`,${display(snapshot('Standard_ND96isr_H200_v5', 'swedencentral'), 4).replaceAll(',', '')},`), h200);
  const json = JSON.parse(await save('Export JSON'));
  assert.equal(json.region, 'swedencentral');
  assert.deepEqual(json.rows.map((r) => r.size), shown);
  const row = json.rows.find((r) => r.size === 'Standard_ND96isr_H200_v5');
  assert.equal(Number(row.prices.payg), Number(snapshot('Standard_ND96isr_H200_v5', 'swedencentral')));
  assert.equal(row.prices['reservation-1y'], null);
  const md = await save('Export Markdown');
  assert.equal(md.split('\n').filter((l) => l.startsWith('| Standard_')).length, shown.length);
  assert.deepEqual(page.problems, []);
});

test('a pasted address shows the same view in a fresh browser', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  await page.getByLabel('Region').selectOption('northeurope');
  await page.getByLabel('OS').selectOption('windows');
  await page.getByLabel('Normalise').selectOption('vram');
  await page.locator('button[data-column="payg"]').click();
  await page.getByLabel('Compare Standard_NC40ads_H100_v5').check();
  await page.waitForURL(/cmp=/);
  const url = page.url();
  const table = await page.locator('.catalog-table').innerText();
  const fresh = await newPage(browser);
  await fresh.goto(url);
  await live(fresh);
  assert.equal(await fresh.locator('.catalog-table').innerText(), table);
  assert.equal(await fresh.getByLabel('Region').inputValue(), 'northeurope');
  assert.equal(await fresh.getByLabel('OS').inputValue(), 'windows');
  assert.equal(await fresh.textContent('#compare-heading'), 'Comparing 1 size');
  assert.deepEqual([...page.problems, ...fresh.problems], []);
});

test('a hostile address falls back to defaults with a notice and no error', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog?vram=abc&region=%3Cscript%3Ealert(1)%3C%2Fscript%3E&cmp=javascript:alert(1)&sort=x%00y');
  const notice = await page.textContent('#url-notices');
  for (const field of ['vram', 'region', 'cmp', 'sort']) assert.ok(notice.includes(field), `${field}: ${notice}`);
  assert.equal(await page.locator('main script').count(), 0);
  assert.equal(await page.getByLabel('Region').inputValue(), 'westeurope');
  assert.ok((await rowNames(page)).length >= 30, 'the default table is shown');
  assert.deepEqual(page.problems, []);
});

test('each size has a page with specs, sources, dates and prices in every region', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog');
  await page.getByRole('link', { name: 'Standard_ND96isr_H200_v5' }).click();
  await page.waitForURL(/\/catalog\/Standard_ND96isr_H200_v5$/);
  assert.equal(await page.textContent('main h1'), 'Standard_ND96isr_H200_v5');
  const regions = await page.locator('.region-prices tbody th').allTextContents();
  assert.ok(regions.includes('Sweden Central (Linux)'), `${regions}`);
  const sweden = page.locator('.region-prices tr:has(th:text-is("Sweden Central (Linux)")) td');
  assert.equal(await sweden.nth(0).textContent(), display(snapshot('Standard_ND96isr_H200_v5', 'swedencentral'), 4));
  assert.equal(await sweden.nth(5).textContent(), 'not in snapshot');
  assert.match(await sweden.last().textContent(), /2026-08-20/);
  const sources = await page.locator('ul.sources li').allTextContents();
  assert.ok(sources.some((s) => s.includes('ND_H200_v5') && s.includes('2025-09-02')), `${sources}`);
  const retired = await newPage(browser);
  await open(retired, 'catalog/Standard_NC6s_v3');
  assert.match(await retired.textContent('.specs'), /retired on 2025-09-30; Microsoft names NCads_H100_v5 in its place/);
  const missing = await newPage(browser);
  await open(missing, 'catalog/Standard_Nope');
  assert.equal(await missing.textContent('main h1'), 'Page not found');
  assert.deepEqual([...page.problems, ...retired.problems, ...missing.problems], []);
});
