// Every calculator on its page and on the command line: the English page, the Chinese page
// (/zh) and `gpuplan calc <name> --lang en|zh`, with the same fields, show the same figure rows.
// The Chinese rows carry the English ones' numbers, value for value, and each language's rows
// are the CLI's rows in that language, word for word.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launch, newPage, open, CALCULATORS } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const CLI = process.env.GPUPLAN_CLI ?? new URL('../../target/debug/gpuplan', import.meta.url).pathname;

// The fields a calculator leaves empty for the reader, filled the same way in the address and on
// the command line (as crates/gpuplan-web/src/components/calc/tests.rs fills them).
const FILLED = {
  governance: { compute: '20000', tier_gb: '50k', snapshot_gb: '2000' },
  'buy-or-rent': { kwh: '0.12' },
};

/** The page's address: `calc/<name>` (under `zh/` in Chinese), its filled fields in the query as
 *  the calculator keeps its state there (`<name>.<field>=<value>`). */
function address(name, lang) {
  const query = new URLSearchParams(Object.entries(FILLED[name] ?? {}).map(([k, v]) => [`${name}.${k}`, v]));
  const path = `${lang === 'zh' ? 'zh/' : ''}calc/${name}`;
  return query.size ? `${path}?${query}` : path;
}

/** The figure rows of the calculator's result on its page: `[label, value]` pairs. */
async function pageRows(name, lang) {
  const page = await newPage(browser);
  await open(page, address(name, lang));
  const figures = page.locator(`section.calculator[data-calculator="${name}"] dl.figures`);
  await figures.waitFor();
  const rows = await figures.evaluate((dl) =>
    [...dl.querySelectorAll(':scope > dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
  assert.deepEqual(page.problems, [], `${name} (${lang})`);
  await page.context().close();
  return rows;
}

/** The CLI's figure rows: the lines before the first blank one. */
function cliRows(name, lang) {
  const pairs = Object.entries(FILLED[name] ?? {}).map(([k, v]) => `${k}=${v}`);
  const out = execFileSync(CLI, ['calc', name, ...pairs, '--lang', lang], { encoding: 'utf8' });
  const lines = out.split('\n');
  return lines.slice(0, lines.indexOf(''));
}

/** The runs of digits in `s`, without leading zeros, in sorted order: a Chinese sentence may name
 *  the same figures in another order ("3 台虚拟机，共 24 个 GPU" for "24 GPUs on 3 VMs"). */
const digits = (s) => (tenPowers(s).match(/\d+/g) ?? []).map((d) => d.replace(/^0+(?=\d)/, '')).sort();

/** `s` with a power of ten as Chinese writes it (`8.400×10²³`) in English's e-notation (`8.400e23`). */
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const tenPowers = (s) => s.replace(/×10(⁻?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
  (_, minus, exp) => `e${minus ? '-' : ''}${[...exp].map((c) => SUPERSCRIPT.indexOf(c)).join('')}`);

test('the nine calculators are all here', () => {
  assert.deepEqual(CALCULATORS, [
    'training', 'fine-tuning', 'cv', 'inference', 'spot', 'break-even', 'mixed-fleet', 'buy-or-rent', 'governance',
  ]);
});

for (const name of CALCULATORS) {
  test(`${name}: the English and Chinese pages and the CLI show the same figures`, async () => {
    const [en, zh] = [await pageRows(name, 'en'), await pageRows(name, 'zh')];
    assert.ok(en.length >= 2, `${name}: ${JSON.stringify(en)}`);
    // Chinese rows: the English ones, number for number (in either order).
    assert.equal(zh.length, en.length, `${name}: ${JSON.stringify(zh)}`);
    en.forEach(([label, value], i) => {
      assert.deepEqual(digits(zh[i][1]), digits(value), `${name}, ${label}: ${value} / ${zh[i][1]}`);
      assert.notEqual(zh[i][0], label, `${name}: ${label} is not in Chinese`);
    });
    // Each language's rows: the CLI's in that language, exactly.
    assert.deepEqual(cliRows(name, 'en'), en.map(([k, v]) => `${k}: ${v}`), `${name} (en)`);
    assert.deepEqual(cliRows(name, 'zh'), zh.map(([k, v]) => `${k}：${v}`), `${name} (zh)`);
  });
}
