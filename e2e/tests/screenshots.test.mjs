// Screenshots for a person to look at: the home page, a chapter, the wizard and the catalog, at
// desktop (1280 × 800) and phone (390 × 844) width, in English and in Chinese, each the first
// screen a reader sees once the page answers input. `cargo xtask test` sets GPUPLAN_SCREENSHOTS
// to `target/screenshots`, which CI keeps as an artifact; run alone, they go to the same folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, newPage, open, CHAPTERS } from './browser.mjs';

const DIR = process.env.GPUPLAN_SCREENSHOTS ?? fileURLToPath(new URL('../../target/screenshots/', import.meta.url));

let browser;
before(async () => {
  browser = await launch();
  mkdirSync(DIR, { recursive: true });
});
after(async () => { await browser?.close(); });

const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

// The guide's first chapter stands for the chapters.
const [, chapter] = CHAPTERS.find(([lang]) => lang === 'en');
const PAGES = [
  ['home', { en: './', zh: 'zh' }, 'main h1'],
  ['chapter', { en: `guide/en/${chapter}`, zh: `guide/zh/${chapter}` }, 'article h1'],
  ['wizard', { en: 'wizard', zh: 'zh/wizard' }, 'table.ranked tbody tr'],
  ['catalog', { en: 'catalog', zh: 'zh/catalog' }, '.catalog-table tbody tr'],
];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file) {
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${file} is a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const [width, options] of Object.entries(WIDTHS)) {
  test(`screenshots at ${width} width, in both languages`, async () => {
    const page = await newPage(browser, options);
    for (const [name, paths, ready] of PAGES) {
      for (const [lang, path] of Object.entries(paths)) {
        await open(page, path);
        await page.locator(ready).first().waitFor();
        // Web fonts are the system's; wait for layout to settle before the picture.
        await page.evaluate(() => document.fonts.ready);
        const file = join(DIR, `${name}-${lang}-${width}.png`);
        await page.screenshot({ path: file });
        const scale = options.deviceScaleFactor ?? 1;
        assert.deepEqual(pngSize(file), { width: options.viewport.width * scale, height: options.viewport.height * scale }, file);
      }
    }
    assert.deepEqual(page.problems, []);
  });
}
