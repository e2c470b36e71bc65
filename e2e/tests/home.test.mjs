// The home page as a new reader meets it, in English and in Chinese: each door opens its tool
// already filled in, the strip gives snapshot figures with their dates, and "continue where you
// left off" appears once there is saved state and not before. Then the catalog's defaults: prices
// per GPU-hour, sizes without a price in the region last with their count, and a header row that
// stays in view. Expected prices are read from the project's snapshot file, not from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, live, settled, isReadingPage, display, snapshotPrices } from './browser.mjs';

let browser;
let prices;
before(async () => {
  browser = await launch();
  prices = await snapshotPrices();
});
after(async () => { await browser?.close(); });

const LANGS = [
  { name: 'English', prefix: '', home: './', dollars: /\$\d[\d,]*\.\d\d per GPU-hour/, day: (d) => d },
  { name: 'Chinese', prefix: 'zh/', home: 'zh', dollars: /每 GPU 小时 \d[\d,]*\.\d\d 美元/, day: (d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return `${y}年${m}月${dd}日`;
  } },
];

/** Follows the home page's door `door` (its link `nth`, 0 for the heading's) as a reader does:
 *  a click, then the tool's page once it answers input. */
async function through(page, lang, door, nth = 0) {
  await open(page, lang.home);
  const link = page.locator(`li.door[data-door="${door}"] a`).nth(nth);
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((u) => u.search.length > 1 && !u.pathname.endsWith('/') && u.pathname !== '/zh');
  await live(page);
  return new URL(href, page.url());
}

const value = (page, id) => page.locator(`#${id}`).inputValue();

for (const lang of LANGS) {
  test(`${lang.name}: each home door opens its tool filled in with its example`, async () => {
    const page = await newPage(browser);
    const inLang = () => assert.ok(new URL(page.url()).pathname.startsWith(`/${lang.prefix}`), page.url());

    // Train: the wizard, with the task and the job, and a ranking of sizes.
    await through(page, lang, 'train');
    inLang();
    assert.match(new URL(page.url()).pathname, /\/wizard$/);
    assert.equal(await value(page, 'wizard-task'), 'training');
    assert.equal(await value(page, 'wizard-params'), '7B');
    assert.equal(await value(page, 'wizard-tokens'), '1T');
    await page.locator('table.ranked tbody tr').first().waitFor();

    // Its second link: the training calculator with the same job, and figures.
    await through(page, lang, 'train', 1);
    inLang();
    assert.equal(await value(page, 'calc-training-params'), '7B');
    assert.equal(await value(page, 'calc-training-tokens'), '1T');
    await page.locator('dl.figures dd').first().waitFor();

    // Fine-tune: QLoRA on 8B with 50M tokens.
    await through(page, lang, 'fine-tune');
    inLang();
    assert.equal(await value(page, 'calc-fine-tuning-params'), '8B');
    assert.equal(await value(page, 'calc-fine-tuning-tokens'), '50M');
    assert.equal(await value(page, 'calc-fine-tuning-method'), 'qlora');
    await page.locator('dl.figures dd').first().waitFor();

    // Serve: 64 requests at once, 4k context.
    await through(page, lang, 'serve');
    inLang();
    assert.equal(await value(page, 'calc-inference-concurrent'), '64');
    assert.equal(await value(page, 'calc-inference-context'), '4k');
    await page.locator('dl.figures dd').first().waitFor();

    // Compare: the catalog in the door's region, per GPU-hour, cheapest pay-as-you-go first.
    const compare = await through(page, lang, 'compare');
    inLang();
    const region = compare.searchParams.get('region');
    assert.ok(region, `${compare}`);
    assert.equal(await value(page, 'f-region'), region);
    assert.equal(await value(page, 'f-norm'), 'gpu');
    assert.equal(await page.locator('th:has(button[data-column="payg"])').getAttribute('aria-sort'), 'ascending');
    const payg = await page.locator('.catalog-table tbody tr').evaluateAll((rows) => {
      const i = [...document.querySelectorAll('.catalog-table thead th')].findIndex((th) => th.querySelector('button[data-column="payg"]'));
      return rows.map((r) => r.children[i].textContent.trim());
    });
    const numbers = payg.filter((c) => /^\d/.test(c)).map((c) => Number(c.replaceAll(',', '')));
    assert.ok(numbers.length > 10, `${numbers.length} priced rows`);
    assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b));

    // Price a whole bill: the estimate with its three lines, priced.
    await through(page, lang, 'bill');
    inLang();
    assert.equal(await page.locator('fieldset.estimate-line').count(), 3);
    assert.equal(await value(page, 'est-line-0-size'), 'Standard_NC40ads_H100_v5');
    assert.equal(await value(page, 'est-line-0-count'), '2');
    assert.match(await page.locator('#total-term').textContent(), /\d/);
    assert.deepEqual(page.problems, []);
  });

  test(`${lang.name}: the strip gives snapshot prices per GPU-hour, each with its size, region and date, and the Spot discounts`, async () => {
    const page = await newPage(browser);
    await open(page, lang.home);
    assert.ok(await isReadingPage(page), 'the home page loads no app');
    const first = page.locator('.strip > .strip-group').first();
    assert.equal(await first.getAttribute('data-group'), lang.prefix ? 'asia-pacific' : 'americas');
    // Every group: the priced accelerators' figures trace to a snapshot record with that date.
    const items = await page.locator('.strip li[data-gpu]').evaluateAll((lis) => lis.map((li) => ({
      group: li.closest('.strip-group').dataset.group,
      size: li.dataset.size,
      region: li.dataset.region,
      asOf: li.dataset.asOf,
      text: li.textContent,
    })));
    const priced = items.filter((i) => i.size);
    assert.ok(priced.length > 30, `${priced.length} figures`);
    for (const item of priced) {
      const record = prices.find((p) => p.size === item.size && p.region === item.region && p.model === 'payg' && p.os === 'linux');
      assert.ok(record, `${item.size} in ${item.region} is in the snapshot`);
      assert.equal(record.as_of, item.asOf, item.text);
      assert.match(item.text, lang.dollars);
      assert.ok(item.text.includes(lang.day(item.asOf)), `the date is shown: ${item.text}`);
      assert.ok(item.text.includes(item.region), `the region is named: ${item.text}`);
    }
    // An accelerator without a price says so, with no figure.
    for (const item of items.filter((i) => !i.size)) assert.doesNotMatch(item.text, /\d\.\d\d/);
    // The snapshot's Spot prices are in Europe: its range is given, with the snapshot date.
    const spot = await page.locator('.strip .spot').allTextContents();
    const europe = spot.find((s) => /^(Spot in Europe|欧洲的 Spot)/.test(s));
    assert.match(europe ?? '', lang.prefix ? /\d+%–\d+%/ : /\d+–\d+ %/);
    const spotDay = prices.find((p) => p.model === 'spot' && p.region === 'westeurope').as_of;
    assert.ok(europe.includes(lang.day(spotDay)), europe);
    assert.deepEqual(page.problems, []);
  });

  test(`${lang.name}: "continue where you left off" appears after a tool saves state, and not before`, async () => {
    const page = await newPage(browser);
    await open(page, lang.home);
    assert.equal(await page.locator('#continue').isVisible(), false, 'nothing saved yet');
    // Storage a reader cannot have written on purpose: unreadable, from another version, or the
    // wrong shape. The page shows nothing for it and raises no error.
    await page.evaluate(() => {
      localStorage.setItem('gpuplan.wizard', '{not json');
      localStorage.setItem('gpuplan.calc.spot', '{"v":1,"state":"x"}');
      localStorage.setItem('gpuplan.calc.cv', '{"v":99,"state":[]}');
      localStorage.setItem('gpuplan.estimate', '[1,2]');
    });
    await page.reload();
    await live(page);
    assert.equal(await page.locator('#continue').isVisible(), false, 'corrupt storage shows nothing');
    // The reader changes a field of the inference calculator, then comes back home.
    await open(page, `${lang.prefix}calc/inference`);
    await page.locator('#calc-inference-concurrent').fill('48');
    await settled(page);
    await open(page, lang.home);
    await page.locator('#continue').waitFor();
    const shown = await page.locator('#continue li:visible').evaluateAll((lis) => lis.map((li) => li.dataset.saved));
    assert.deepEqual(shown, ['gpuplan.calc.inference']);
    await page.locator('#continue li:visible a').click();
    await page.waitForURL(/\/calc\/inference$/);
    await live(page);
    await page.waitForFunction(() => document.getElementById('calc-inference-concurrent')?.value === '48');
    assert.deepEqual(page.problems, []);
  });
}

/** The catalog's rows: each size's name and whether any price cell has a figure. */
async function rows(page) {
  return page.locator('.catalog-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    size: tr.dataset.size,
    priced: [...tr.querySelectorAll('td.price')].some((td) => !td.classList.contains('missing')),
  })));
}

test('the catalog opens per GPU-hour with unpriced sizes last and counted, and an old address keeps its unit', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog?gpu=h100-sxm');
  assert.equal(await value(page, 'f-norm'), 'gpu');
  assert.match(await page.textContent('#price-caption'), /USD per GPU per hour, westeurope \(Linux\)/);
  const hourly = prices.find((p) => p.size === 'Standard_ND96isr_H100_v5' && p.region === 'westeurope' && p.model === 'payg' && p.os === 'linux').price;
  const cell = () => page.locator('.catalog-table tbody tr[data-size="Standard_ND96isr_H100_v5"] td.price').nth(0).textContent();
  // 8 GPUs a VM: the snapshot's price over 8, exactly (BigInt, 6 more places), then rounded.
  const [i, f = ''] = hourly.split('.');
  const scaled = (BigInt(i + f) * 10n ** 6n / 8n).toString().padStart(f.length + 7, '0');
  const exact = `${scaled.slice(0, scaled.length - f.length - 6)}.${scaled.slice(scaled.length - f.length - 6)}`;
  assert.equal(await cell(), display(exact, 4));
  // An address from before, naming per VM, keeps it.
  await open(page, 'catalog?gpu=h100-sxm&norm=vm');
  assert.equal(await value(page, 'f-norm'), 'vm');
  assert.equal(Number((await cell()).replaceAll(',', '')), Number(hourly));

  // Sizes without a price in the region come after every priced one, whatever the sort, and the
  // caption counts them.
  for (const [path, count] of [
    ['catalog?region=swedencentral', /^(\d+) of (\d+) sizes priced here$/],
    ['catalog?region=swedencentral&sort=vcpu&dir=desc', /^(\d+) of (\d+) sizes priced here$/],
    ['zh/catalog?region=koreacentral', /^(\d+) 种规格中，(\d+) 种在该区域有价格$/],
  ]) {
    await open(page, path);
    const list = await rows(page);
    const n = list.filter((r) => r.priced).length;
    assert.ok(n > 0 && n < list.length, `${path}: ${n} of ${list.length}`);
    assert.ok(list.slice(0, n).every((r) => r.priced) && list.slice(n).every((r) => !r.priced), `${path}: unpriced last`);
    const m = (await page.textContent('#priced-count')).match(count);
    assert.ok(m, await page.textContent('#priced-count'));
    const [shown, priced] = path.startsWith('zh/') ? [m[1], m[2]] : [m[2], m[1]];
    assert.deepEqual([Number(priced), Number(shown)], [n, list.length], path);
    // The snapshot agrees: each priced row has a record in the region, each other none.
    const region = new URL(path, 'http://x/').searchParams.get('region');
    for (const r of list) {
      const has = prices.some((p) => p.size === r.size && p.region === region && p.os === 'linux');
      assert.equal(has, r.priced, `${r.size} in ${region}`);
    }
  }
  assert.deepEqual(page.problems, []);
});

test('the catalog\'s header row stays in view while its sizes scroll under it', async () => {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await open(page, 'catalog?retired=1');
  const box = page.locator('.catalog .table-scroll');
  const top = () => page.evaluate(() => {
    const box = document.querySelector('.catalog .table-scroll').getBoundingClientRect();
    const th = document.querySelector('.catalog-table thead th').getBoundingClientRect();
    return { box: box.top, th: th.top };
  });
  await box.evaluate((el) => { el.scrollTop = 400; });
  await page.waitForFunction(() => document.querySelector('.catalog .table-scroll').scrollTop > 0);
  const at = await top();
  assert.ok(Math.abs(at.th - at.box) <= 1, `the header is at the top of the table's box: ${JSON.stringify(at)}`);
  assert.deepEqual(page.problems, []);
});
