// The calculators as a reader uses them: type, read the figures and charts, share the address,
// come back later, make mistakes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, newPage, open, live, CALCULATORS } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const figure = (page, name) => page.locator('dl.figures dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').first().textContent();

test('every calculator has its own page with figures, a chart and a summary', async () => {
  const page = await newPage(browser);
  await open(page, 'calc');
  // The index links every calculator the build has a page for, in the same order.
  const links = await page.locator('ul.calc-index a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links.map((h) => h.replace(/^.*calc\//, '')), CALCULATORS, links.join(', '));
  assert.ok(CALCULATORS.length >= 1);
  for (const name of CALCULATORS) {
    await open(page, `calc/${name}`);
    const calc = page.locator(`section.calculator[data-calculator="${name}"]`);
    await calc.waitFor();
    // Buy-or-rent and governance need a figure only the reader knows; they say so by the field.
    if (name === 'buy-or-rent') {
      assert.match(await page.locator('#calc-buy-or-rent-kwh-error').textContent(), /needed/);
      await page.getByLabel('Electricity price').fill('0.15');
    }
    if (name === 'governance') {
      await page.getByLabel('Compute bill per month').fill('40,000');
    }
    await page.locator('dl.figures').waitFor();
    assert.ok(await page.locator('figure.chart svg').count() >= 1, name);
    const legend = await page.locator('figure.chart .legend li').count();
    assert.ok(legend >= 1, `${name}: legend`);
  }
  assert.deepEqual(page.problems, []);
});

test('Spot: changing the eviction rate changes the totals and the chart; hovers show values', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  const before = await figure(page, 'Expected Spot cost');
  const payg = await figure(page, 'Pay-as-you-go cost');
  await page.getByLabel('Eviction rate', { exact: true }).fill('20%');
  await page.waitForFunction((b) => [...document.querySelectorAll('dl.figures dd')][0]?.textContent !== b, before);
  const after = await figure(page, 'Expected Spot cost');
  assert.notEqual(after, before);
  assert.equal(await figure(page, 'Pay-as-you-go cost'), payg, 'pay-as-you-go does not depend on evictions');
  // More evictions cost more.
  const num = (s) => Number(s.replace(/[^0-9.]/g, ''));
  assert.ok(num(after) > num(before), `${after} > ${before}`);
  // The chart: axes with units, a marker at the reader's rate, hover values on the points, and
  // the summary says the same figure.
  const chart = page.locator('figure.chart').first();
  assert.match(await chart.locator('svg').textContent(), /Evictions per VM-hour \(%\)/);
  assert.match(await chart.locator('svg').textContent(), /Cost \(USD\)/);
  assert.match(await chart.locator('.marker text').first().textContent(), /your rate/);
  const hover = await chart.locator('circle.dot title').first().textContent();
  assert.match(hover, /%\/h → \$[0-9,]+\.\d\d/);
  assert.match(await chart.locator('figcaption').textContent(), new RegExp(after.replace(/[$.]/g, '\\$&')));
  // The address holds the state.
  await page.waitForURL(/spot\.eviction_rate=20%25/);
  assert.deepEqual(page.problems, []);
});

test('a pasted address shows the same result in a fresh browser, and a reload keeps the last state', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/training');
  await page.getByLabel('Parameters').fill('13B');
  await page.getByLabel('Training tokens').fill('300B');
  await page.getByLabel('Sharding').selectOption('zero-2');
  await page.waitForURL(/training\.sharding=zero-2/);
  const shared = page.url();
  const figures = await page.locator('dl.figures').innerText();
  // A fresh context: nothing stored; the address alone carries the state.
  const other = await newPage(browser);
  await other.goto(shared);
  await live(other);
  assert.equal(await other.locator('dl.figures').innerText(), figures);
  assert.equal(await other.getByLabel('Parameters').inputValue(), '13B');
  // Back on the first page without the query: the stored state comes back.
  await open(page, 'calc/training');
  assert.equal(await page.getByLabel('Parameters').inputValue(), '13B');
  assert.equal(await page.locator('dl.figures').innerText(), figures);
  // Reset to defaults.
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  assert.equal(await page.getByLabel('Parameters').inputValue(), '70B');
  await open(page, 'calc/training');
  assert.equal(await page.getByLabel('Parameters').inputValue(), '70B');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
});

test('invalid values in every field get a message by the field; the last result stays, marked stale', async () => {
  const page = await newPage(browser);
  for (const name of CALCULATORS) {
    await open(page, `calc/${name}`);
    if (name === 'buy-or-rent') await page.getByLabel('Electricity price').fill('0.15');
    if (name === 'governance') await page.getByLabel('Compute bill per month').fill('40000');
    await page.locator('dl.figures').waitFor();
    const good = await page.locator('dl.figures').innerText();
    const fields = await page.locator(`section.calculator input[type="text"]`).evaluateAll((is) => is.map((i) => [i.id, i.value]));
    for (const [id, value] of fields) {
      for (const bad of ['banana', '-5', '1e999', '<img src=x onerror=alert(1)>']) {
        await page.locator(`#${id}`).fill(bad);
        const err = page.locator(`#${id}-error`);
        await err.waitFor();
        assert.ok((await err.textContent()).length > 3, `${id}: ${bad}`);
        assert.equal(await page.locator(`#${id}`).getAttribute('aria-invalid'), 'true');
        assert.ok(await page.locator('.calc-result.stale').count() === 1, `${id}: not stale`);
        assert.equal(await page.locator('dl.figures').innerText(), good, `${id}: the last result changed`);
      }
      await page.locator(`#${id}`).fill(value);
      await page.locator(`#${id}-error`).waitFor({ state: 'detached' });
    }
    assert.equal(await page.locator('.calc-result.stale').count(), 0, name);
  }
  assert.deepEqual(page.problems, []);
});

test('hostile and malformed calculator state falls back with a notice', async () => {
  const page = await newPage(browser);
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; d.dismiss(); });
  await open(page, `calc/spot?spot.work=${encodeURIComponent('<script>alert(1)</script>')}&spot.nope=1&spot.region=${'x'.repeat(500)}`);
  await page.locator('section.calculator .notice').waitFor();
  const notice = await page.locator('section.calculator .notice').innerText();
  assert.match(notice, /not a field/);
  assert.match(notice, /cut/);
  assert.ok(await page.locator('#calc-spot-work-error').count() === 1);
  await page.evaluate(() => localStorage.setItem('gpuplan.calc.training', '{"v":1,"state":[['));
  await open(page, 'calc/training');
  assert.match(await page.locator('section.calculator .notice').innerText(), /could not be read/);
  await page.locator('dl.figures').waitFor();
  assert.equal(dialogs, 0);
  assert.deepEqual(page.problems, []);
});

test('an edit made just before leaving the site is kept', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  const work = page.locator('#calc-spot-work');
  assert.notEqual(await work.inputValue(), '12345');
  await work.fill('12345');
  assert.deepEqual(page.problems, []);
  // The app writes storage once the reader pauses; leaving at once (a blank page needs no
  // server, so the site's page is gone at once) must still keep the edit.
  await page.goto('about:blank');
  await open(page, 'calc/spot');
  assert.equal(await page.locator('#calc-spot-work').inputValue(), '12345');
});

test('calculators sit inside the chapters and are used from the keyboard', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/cost-models');
  const spot = page.locator('section.calculator[data-calculator="spot"]');
  await spot.waitFor();
  // The chapter's fence set the defaults.
  assert.equal(await page.locator('#calc-spot-work').inputValue(), '4000');
  await page.locator('#calc-spot-work').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8000');
  await page.waitForURL(/spot\.work=8000/);
  // Tab moves to the next main field (the ones that refine the result follow it), with a
  // visible focus ring.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-spot-eviction_rate');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none');
  // Printing keeps the calculator's current result.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await spot.locator('dl.figures').evaluate((e) => getComputedStyle(e).display !== 'none'), true);
  assert.equal(await spot.locator('.calc-actions').evaluate((e) => getComputedStyle(e).display), 'none');
  assert.deepEqual(page.problems, []);
});

test('the shown Spot totals follow the snapshot prices exactly', async () => {
  const prices = (await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const p = (model) => prices.find((x) => x.size === 'Standard_ND96isr_H100_v5' && x.region === 'westeurope' && x.os === 'linux' && x.model === model).price;
  const page = await newPage(browser);
  await open(page, 'calc/spot');
  await page.getByText('Prices used').click();
  const used = await page.locator('details.prices-used li').allTextContents();
  assert.ok(used.some((u) => u.startsWith(`Spot, Standard_ND96isr_H100_v5, westeurope: ${p('spot')} `)), used.join('\n'));
  assert.ok(used.some((u) => u.startsWith(`Pay-as-you-go, Standard_ND96isr_H100_v5, westeurope: ${p('payg')} `)), used.join('\n'));
  // 4,000 GPU-hours on 8 GPUs: 500 VM-hours at pay-as-you-go, exactly.
  const cents = Math.round(Number(p('payg')) * 500 * 100);
  const expected = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  assert.equal(await figure(page, 'Pay-as-you-go cost'), expected);
});
