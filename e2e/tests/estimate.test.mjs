// The decision wizard and the estimate builder, as a reader uses them: answer the steps, add the
// top row, change hours, share the link, make mistakes, export, and check the CLI agrees.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, newPage, open, live, settled, SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const CLI = process.env.GPUPLAN_CLI ?? new URL('../../target/debug/gpuplan', import.meta.url).pathname;

test('the wizard ranks sizes for a 70 B pretraining job, shows each step, and adds the top row to an estimate', async () => {
  const page = await newPage(browser);
  await open(page, 'wizard');
  await page.getByLabel('Workload').selectOption('training');
  await page.getByLabel('Parameters').fill('70B');
  await page.getByLabel('Training tokens').fill('2T');
  await page.getByLabel('Can it be interrupted and resumed?').selectOption('no');
  await page.waitForURL(/wizard\.params=70B/);
  // Four steps, each with its rule, its branch and a link into the guide.
  const steps = page.locator('li.tree-step');
  assert.equal(await steps.count(), 4);
  for (let i = 0; i < 4; i++) {
    assert.match(await steps.nth(i).locator('.tree-rule').textContent(), /^Rule: /);
    assert.match(await steps.nth(i).locator('.tree-branch').textContent(), /^Branch taken: /);
    assert.match(await steps.nth(i).locator('a').getAttribute('href'), /^guide\/en\/decision-tree#/);
  }
  assert.match(await steps.nth(2).locator('.tree-branch').textContent(), /InfiniBand/);
  const top = page.locator('table.ranked tbody tr').first();
  const [size, region, vms] = await Promise.all([
    top.locator('.size-name').textContent(),
    top.locator('td.region').getAttribute('data-region'),
    top.locator('td.vms').textContent(),
  ]);
  assert.match(size, /^Standard_ND/);
  assert.ok(await page.locator('details.excluded li').count() > 0, 'excluded sizes listed with reasons');
  // A fresh browser: no saved estimate, so the new one holds exactly this row.
  await top.getByRole('button', { name: /^Add to estimate: / }).click();
  await page.waitForURL(/\/estimate\?e=/);
  assert.equal(await page.getByLabel('Size').inputValue(), size);
  assert.equal(await page.getByLabel('Region', { exact: true }).inputValue(), region);
  assert.equal(await page.getByLabel('VMs').inputValue(), vms);
  await page.locator('#total-term').waitFor();
  assert.deepEqual(page.problems, []);
});

test('the estimate: totals follow the hours, a pasted link shows the same totals, lines can be added, duplicated and removed', async () => {
  const page = await newPage(browser);
  await open(page, 'estimate');
  const monthly = () => page.locator('#total-monthly').textContent();
  const before = await monthly();
  await page.getByLabel('Hours a month', { exact: true }).first().fill('200');
  await page.waitForFunction((b) => document.getElementById('total-monthly').textContent !== b, before);
  const after = await monthly();
  const n = (s) => Number(s.replace(/[^0-9.]/g, ''));
  // Pay-as-you-go scales with hours: 200/730 of the former monthly total.
  assert.ok(Math.abs(n(after) - n(before) * 200 / 730) < 0.01, `${after} vs ${before}`);
  // An old snapshot price is marked on its line, or, when every one is old, in one note: never both.
  const note = await page.locator('.estimate-result .old-note').count();
  const lineMarks = await page.locator('table.estimate-lines .old-mark').count();
  assert.ok(note === 0 || lineMarks === 0, `a note (${note}) and line marks (${lineMarks})`);
  // Add a Blob line and an egress line; duplicate the first; remove the duplicate.
  await page.getByLabel('New line').selectOption('blob');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('New line').selectOption('egress');
  await page.getByRole('button', { name: 'Add line' }).click();
  assert.equal(await page.locator('fieldset.estimate-line').count(), 3);
  await page.getByRole('button', { name: 'Duplicate line 1' }).click();
  assert.equal(await page.locator('table.estimate-lines tbody tr').count(), 4);
  await page.getByRole('button', { name: 'Remove line 2' }).click();
  assert.equal(await page.locator('table.estimate-lines tbody tr').count(), 3);
  const totals = await page.locator('dl.totals').innerText();
  await settled(page);
  const shared = page.url();
  const other = await newPage(browser);
  await other.goto(shared);
  await live(other);
  assert.equal(await other.locator('dl.totals').innerText(), totals);
  assert.equal(await other.locator('fieldset.estimate-line').count(), 3);
  // And a reload without the link finds the work where it was left.
  await open(page, 'estimate');
  assert.equal(await page.locator('dl.totals').innerText(), totals);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
});

test('a line without a price in the data asks for one, and invalid values anywhere get a message by the field', async () => {
  const page = await newPage(browser);
  await open(page, 'estimate');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  const good = await page.locator('dl.totals').innerText();
  // No Spot prices for US regions in the snapshot: the line asks for the reader's price.
  await page.getByLabel('Region', { exact: true }).selectOption('eastus');
  await page.getByLabel('Pricing').selectOption('spot');
  await page.locator('.field-error').first().waitFor();
  assert.match(await page.locator('.estimate-line .field-error').first().textContent(), /user_price|price/i);
  await page.getByLabel('Your price').fill('12.5');
  await page.waitForFunction(() => !document.querySelector('.estimate-result.stale'));
  assert.match(await page.locator('table.estimate-lines td.origin').first().textContent(), /your price/);
  // Every text field, given nonsense: a message by it, the last totals kept and marked stale.
  const ids = await page.locator('form.estimate-form input[type="text"]').evaluateAll((is) => is.map((i) => [i.id, i.value]));
  const kept = await page.locator('dl.totals').innerText();
  for (const [id, value] of ids) {
    await page.locator(`#${id}`).fill('nonsense<b>');
    await page.locator(`#${id}-error`).waitFor();
    assert.equal(await page.locator('.estimate-result.stale').count(), 1, id);
    assert.equal(await page.locator('dl.totals').innerText(), kept, id);
    await page.locator(`#${id}`).fill(value);
  }
  await page.waitForFunction(() => !document.querySelector('.estimate-result.stale'));
  assert.notEqual(good, '');
  // A hostile or broken link falls back to a new estimate with a notice.
  await open(page, `estimate?e=${encodeURIComponent('{"version":1,"lines":[{"kind":"<script>"}]}')}`);
  assert.match(await page.locator('.estimate-page > .notice').textContent(), /could not be read/);
  await page.locator('dl.totals').waitFor();
  assert.deepEqual(page.problems, []);
});

test('exports: the CSV has every line and the totals, and the browser\'s totals equal the CLI\'s for the exported JSON', async () => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const example = await readFile(new URL('../../docs/examples/estimate.json', import.meta.url), 'utf8');
  await open(page, `estimate?e=${encodeURIComponent(JSON.stringify(JSON.parse(example)))}`);
  await page.locator('dl.totals').waitFor();
  const lines = await page.locator('table.estimate-lines tbody tr').count();
  assert.equal(lines, JSON.parse(example).lines.length);
  const dir = await mkdtemp(join(tmpdir(), 'gpuplan-'));
  const save = async (name) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    const path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    return readFile(path, 'utf8');
  };
  const csv = (await save('CSV')).trim().split('\r\n');
  assert.equal(csv[0], 'Line,Kind,Monthly,Up front,Total,Currency,Price source');
  assert.equal(csv.length, lines + 2);
  const json = await save('JSON (for the CLI)');
  const jsonPath = join(dir, 'exported.json');
  await writeFile(jsonPath, json);
  const cli = JSON.parse(execFileSync(CLI, ['estimate', '--json', jsonPath], { encoding: 'utf8' }));
  // Exact totals from the CLI, rounded as the page rounds them, equal the page's.
  const shown = (id) => page.locator(`#${id}`).textContent();
  const round = (s) => Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  assert.equal(await shown('total-monthly'), `${round(cli.monthly)} ${cli.currency}`);
  assert.equal(await shown('total-upfront'), `${round(cli.upfront)} ${cli.currency}`);
  assert.equal(await shown('total-term'), `${round(cli.total)} ${cli.currency}`);
  // The CSV's totals row carries the exact figures.
  assert.equal(csv.at(-1), `Total,,${cli.monthly},${cli.upfront},${cli.total},${cli.currency},`);
  const md = await save('Markdown');
  assert.equal(md.trim().split('\n').length, lines + 3);
  await context.close();
});

test('the wizard keeps its answers for the next visit and resets to its defaults', async () => {
  const page = await newPage(browser);
  await open(page, 'wizard');
  await page.getByLabel('Workload').selectOption('inference');
  await page.getByLabel('Parameters').fill('13B');
  await page.waitForURL(/wizard\.params=13B/);
  await open(page, 'wizard');
  assert.equal(await page.getByLabel('Parameters').inputValue(), '13B');
  assert.equal(await page.getByLabel('Workload').inputValue(), 'inference');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  assert.equal(await page.getByLabel('Parameters').inputValue(), '70B');
  await page.evaluate(() => localStorage.setItem('gpuplan.wizard', 'not json'));
  await open(page, 'wizard');
  assert.match(await page.locator('.wizard-page > .notice').textContent(), /could not be read/);
  assert.equal(await page.locator('li.tree-step').count(), 4);
  assert.deepEqual(page.problems, []);
});

test('the chapters open the estimate builder and the wizard with their fences\' settings', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/cost-models');
  await page.locator('aside.calc-launcher[data-calculator="estimate"] a').click();
  await page.waitForURL(/\/estimate\?e=/);
  // The builder's prerendered page has its default line until the app reads the address: wait
  // for the app, then for the fence's fourth line.
  await live(page);
  await page.locator('fieldset.estimate-line').nth(3).waitFor();
  await page.locator('dl.totals').waitFor();
  const kinds = await page.locator('fieldset.estimate-line legend').allTextContents();
  assert.deepEqual(kinds.map((k) => k.replace(/^Line \d+: /, '')), ['Compute', 'Managed disks', 'Blob storage', 'Internet egress']);
  // A Chinese chapter opens the Chinese wizard.
  await open(page, 'guide/zh/decision-tree');
  await page.locator('aside.calc-launcher[data-calculator="wizard"] a').click();
  await page.waitForURL(/\/zh\/wizard\?/);
  assert.equal(await page.getByLabel('参数量').inputValue(), '70B');
  await page.locator('table.ranked').waitFor();
  assert.deepEqual(page.problems, []);
});

test('copy link says the link was copied only when the browser copied it', async () => {
  const example = await readFile(new URL('../../docs/examples/estimate.json', import.meta.url), 'utf8');
  const path = `estimate?e=${encodeURIComponent(JSON.stringify(JSON.parse(example)))}`;
  const page = await newPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(SITE).origin });
  await open(page, path);
  await page.locator('dl.totals').waitFor();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  // A browser that refuses (no permission, the page not in focus): the reader is told to copy the
  // address by hand, and never that it was copied.
  const refused = await newPage(browser);
  await refused.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await open(refused, path);
  await refused.locator('dl.totals').waitFor();
  await refused.getByRole('button', { name: 'Copy link' }).click();
  await refused.getByText('The browser did not copy the link: copy it from the address bar.').waitFor();
  assert.equal(await refused.getByText('Link copied.').count(), 0);
  assert.deepEqual([...page.problems, ...refused.problems], []);
});
