// The decision wizard's answer as a reader meets it on a phone, in English and in Chinese: the
// ranking's reasons and times read as a planner writes them (no exponent notation, no "(s)", no
// wall time over 1,000 written in raw hours), the deadline used is stated beside the ranking, and
// the cost-against-time chart is drawn, with its points as a table, within a 390 px wide screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** What a reader should not meet in a reason: each problem found, quoted. */
function problems(text) {
  const found = [];
  for (const m of text.matchAll(/\d[eE][+-]\d+/g)) found.push(`exponent: ${m[0]}`);
  if (text.includes('(s)')) found.push('"(s)"');
  // A figure followed by an hour word: over 1,000 it should have been days, months or years.
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(hours?|h\b|GPU-hours?|小时|GPU 小时)/g)) {
    if (Number(m[1].replaceAll(',', '')) > 1000) found.push(`raw hours: ${m[0]}`);
  }
  return found;
}

test('the reason checker finds exponents, "(s)" and raw hours, and passes plain wording', () => {
  assert.deepEqual(problems('At 40 % of the 1307 TFLOP/s peak, the job takes 6.4 years.'), []);
  assert.deepEqual(problems('624 GPUs on 78 VMs; 36 hours.'), []);
  assert.equal(problems('It needs 5.6e+23 FLOPs.').length, 1);
  assert.equal(problems('It takes 55772 hours on 1 VM(s).').length, 2);
  assert.equal(problems('需要 55,772 小时。').length, 1);
});

// A phone, as the CJK layout tests take it.
/** Elements whose right edge is past the viewport, but for those inside a box that scrolls
 *  sideways itself (a table's `.table-scroll`): the reader scrolls that box, not the page. */
function overflowing() {
  const root = document.documentElement;
  const limit = root.clientWidth + 0.5;
  const scrolls = (el) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= limit) continue;
    let inside = false;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrolls(p)) { inside = true; break; }
    }
    if (!inside) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ends at ${Math.round(r.right)} px: "${el.textContent.trim().slice(0, 40)}"`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, elements: out };
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

for (const [path, deadline, name, words] of [
  ['wizard', /^Deadline used: 30 days, assumed because none was given/, 'English', { every: 'Every region', europe: 'Europe', westeurope: 'West Europe (westeurope)', other: /^\d+ other regions?$/, money: /: \$[\d,]+\.\d\d, / }],
  ['zh/wizard', /^所用期限：30 天。这是假定值/, 'Chinese', { every: '所有区域', europe: '欧洲', westeurope: '西欧（westeurope）', other: /^其他 \d+ 个区域$/, money: /：[\d,]+\.\d\d 美元，/ }],
]) {
  test(`the ${name} wizard on a 390 px screen: plain reasons, the deadline used, and the frontier chart and table`, async () => {
    // A fresh context: no saved answers, so the page answers the default workload.
    const page = await newPage(browser, PHONE);
    await open(page, path);
    const reasons = await page.locator('table.ranked td.reasons').allTextContents();
    assert.ok(reasons.length > 0, 'the ranking has reasons');
    for (const r of reasons) assert.deepEqual(problems(r), [], r);
    for (const t of await page.locator('table.ranked td.time').allTextContents()) {
      assert.deepEqual(problems(t), [], t);
      assert.doesNotMatch(t, /^\d+$/, 'a time is a duration with its unit');
    }
    assert.match(await page.locator('.wizard-result .deadline-used').textContent(), deadline);

    // The region question: a list led by "every region" (the default), then the regions grouped
    // by geography, named in the page's language.
    const region = page.locator('select#wizard-region');
    assert.equal(await region.inputValue(), '');
    assert.equal(await region.locator('option').first().textContent(), words.every);
    const groups = await region.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.label));
    assert.ok(groups.length >= 5 && groups.includes(words.europe), `groups: ${groups}`);
    const europe = await region.locator(`optgroup[label="${words.europe}"] option`).allTextContents();
    assert.ok(europe.includes(words.westeurope), `${words.europe}: ${europe}`);
    assert.equal(await region.locator('option').count(), 1 + await region.locator('optgroup option').count(), 'every region is in a group');

    // One row a size: no size twice, and a size priced in other regions lists them with their
    // totals under its row.
    const sizes = await page.locator('table.ranked tbody tr .size-name').allTextContents();
    assert.ok(sizes.length > 1, 'sizes ranked');
    assert.equal(new Set(sizes).size, sizes.length, `a size twice: ${sizes}`);
    const others = page.locator('table.ranked details.other-regions');
    assert.ok(await others.count() > 0, 'a size has other regions');
    const first = others.first();
    assert.match(await first.locator('summary').textContent(), words.other);
    await first.locator('summary').tap();
    const listed = await first.locator('li').allTextContents();
    assert.ok(listed.length > 0 && await first.locator('li').first().isVisible());
    for (const l of listed) {
      assert.match(l, words.money, l);
      assert.deepEqual(problems(l), [], l);
    }

    // The chart: drawn, a legend entry a size (six at most), every point of the table drawn.
    const svg = page.locator('.frontier-chart figure.chart svg');
    await svg.waitFor();
    const legend = await page.locator('.frontier-chart .legend li').allTextContents();
    assert.ok(legend.length >= 1 && legend.length <= 6, `${legend.length} sizes`);
    for (const size of legend) assert.match(size, /^Standard_/);
    const rows = page.locator('details.frontier-table tbody tr');
    assert.ok(await rows.count() > legend.length, 'points in the table');
    assert.equal(await page.locator('.frontier-chart circle.dot').count(), await rows.count());
    const tableSizes = new Set((await rows.locator('td:first-child').allTextContents()));
    assert.deepEqual([...tableSizes].sort(), [...legend].sort());

    // It fits: the drawing within the screen, the page without sideways scroll, and its text
    // drawn at a readable size.
    await svg.scrollIntoViewIfNeeded();
    const box = await svg.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `chart at ${JSON.stringify(box)}`);
    const over = await page.evaluate(overflowing);
    assert.deepEqual(over.elements, [], `elements past the right edge of a ${over.clientWidth} px viewport`);
    assert.ok(over.scrollWidth <= over.clientWidth, `the page is ${over.scrollWidth} px wide in a ${over.clientWidth} px viewport`);
    const label = await page.locator('.frontier-chart svg text.axis-label').first().boundingBox();
    assert.ok(label && label.height >= 9, `axis label ${label?.height} px tall`);
    assert.deepEqual(page.problems, []);
  });
}

test('an old address naming a region still chooses it, and choosing another ranks sizes there', async () => {
  const page = await newPage(browser, PHONE);
  await open(page, 'wizard?wizard.region=westeurope');
  const region = page.locator('select#wizard-region');
  assert.equal(await region.inputValue(), 'westeurope');
  const regions = () => page.locator('table.ranked tbody tr td.region').evaluateAll((tds) => tds.map((td) => td.dataset.region));
  const here = await regions();
  assert.ok(here.length > 0 && here.every((r) => r === 'westeurope'), `regions: ${here}`);
  assert.equal(await page.locator('table.ranked details.other-regions').count(), 0, 'one region: nothing to fold');
  await region.selectOption('eastus');
  await page.waitForFunction(() => [...document.querySelectorAll('table.ranked tbody tr td.region')].every((td) => td.dataset.region === 'eastus'));
  // Back to every region: the address loses the region and sizes fold their regions again.
  await region.selectOption('');
  await page.locator('table.ranked details.other-regions').first().waitFor();
  assert.deepEqual(page.problems, []);
});
