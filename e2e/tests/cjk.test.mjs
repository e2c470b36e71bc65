// Chinese pages as a reader in China sees them, on a phone and on a desktop: the text is Chinese,
// the browser draws it with a real font (not the boxes it draws when no font has the glyphs),
// and nothing sticks out past the right edge of the screen. A screenshot of each page goes to a
// temporary folder (`$GPUPLAN_SCREENSHOTS`, or a new one named in the test output) for a person
// to look at; nothing compares them with stored images.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, newPage, open } from './browser.mjs';

// A reading page, a page of tables and a chapter with calculators.
const PAGES = ['why-gpu-cloud', 'glossary', 'cost-models'];
const WIDTHS = [
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
];

let browser;
let shots;
before(async () => {
  browser = await launch();
  shots = process.env.GPUPLAN_SCREENSHOTS ?? await mkdtemp(join(tmpdir(), 'gpuplan-cjk-'));
  await mkdir(shots, { recursive: true });
});
after(async () => { await browser?.close(); });

/** Han characters and Latin letters in the text a reader reads in `<main>`: every visible text
 *  node but code, the options of menus (region names, size names), and the chapter's list of
 *  sources, whose entries are the titles of the works cited, in the language they were written
 *  in. Calculators count: their labels and results are the product's text. Also the longest
 *  texts without a Han character, to say what is not Chinese when the share is low. */
function mainText() {
  const skip = 'pre, code, kbd, samp, select, option, datalist, textarea, script, style, .chapter-sources';
  const walker = document.createTreeWalker(document.querySelector('main#main'), NodeFilter.SHOW_TEXT);
  let han = 0;
  let latin = 0;
  const english = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (el.closest(skip) || !el.checkVisibility()) continue;
    const text = node.data.replace(/\s+/g, ' ').trim();
    const h = (text.match(/\p{Script=Han}/gu) ?? []).length;
    const l = (text.match(/\p{Script=Latin}/gu) ?? []).length;
    han += h;
    latin += l;
    if (h === 0 && l > 0) english.push(text);
  }
  english.sort((a, b) => b.length - a.length);
  return { han, latin, english: english.slice(0, 8) };
}

/** Whether the page draws Chinese with a real font, measured two ways in the font of the
 *  chapter's body text.
 *
 *  In the page's own layout: a run of Han characters from the chapter's text is as wide as one
 *  em per character, as every CJK font draws them. The box the browser draws for a character no
 *  font has is narrower (about a third of an em with this machine's Latin fonts).
 *
 *  Then the shapes, on a canvas: a missing glyph is the same box for every character, so a width
 *  alone could pass by chance if some font's box were one em wide. So each of a dozen distinct
 *  characters of the page must draw a picture of its own, unlike the others and unlike U+E000, a
 *  Private Use Area character that no font here has: its picture is the missing-glyph box. */
function cjkRendering() {
  const article = document.querySelector('article.chapter');
  // The first run of six or more Han characters in a paragraph of the chapter.
  let run = null;
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && !run; node = walker.nextNode()) {
    if (!node.parentElement.closest('p')) continue;
    const m = /\p{Script=Han}{6,}/u.exec(node.data);
    if (m) run = { node, start: m.index, text: m[0] };
  }
  if (!run) return { error: 'no run of six Han characters in a paragraph of the chapter' };
  const style = getComputedStyle(run.node.parentElement);
  const em = parseFloat(style.fontSize);
  const range = document.createRange();
  range.setStart(run.node, run.start);
  range.setEnd(run.node, run.start + run.text.length);
  // The run may wrap: add up its pieces, one a line.
  const width = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);

  const chars = [...new Set(article.innerText.match(/\p{Script=Han}/gu))].slice(0, 12);
  const size = Math.ceil(em * 2);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const picture = (ch) => {
    ctx.clearRect(0, 0, size, size);
    ctx.font = style.font;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(ch, em / 2, em * 1.4);
    const alpha = ctx.getImageData(0, 0, size, size).data.filter((_, i) => i % 4 === 3);
    return alpha.join(',');
  };
  ctx.font = style.font;
  const missing = picture('\uE000');
  const pictures = chars.map(picture);
  return {
    run: run.text,
    em,
    perChar: width / run.text.length / em,
    chars: chars.join(''),
    canvasWidths: chars.map((c) => ctx.measureText(c).width / em),
    distinct: new Set(pictures).size,
    likeMissing: chars.filter((_, i) => pictures[i] === missing).join(''),
    blank: chars.filter((_, i) => !/[1-9]/.test(pictures[i])).join(''),
  };
}

/** Elements whose right edge is past the viewport, but for those inside a container that scrolls
 *  sideways itself (a table's `.table-scroll` wrapper, `<pre>`, the sidebar): the reader scrolls
 *  that box, not the page. The containers themselves are checked. */
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
    if (inside) continue;
    const name = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (el.classList.length ? `.${[...el.classList].join('.')}` : '');
    const text = el.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    out.push(`${name} ends at ${Math.round(r.right)} px: "${text}"`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, elements: out };
}

for (const slug of PAGES) {
  for (const { name, options } of WIDTHS) {
    const width = options.viewport.width;
    test(`guide/zh/${slug} on a ${name} (${width} px)`, async (t) => {
      const page = await newPage(browser, options);
      await open(page, `guide/zh/${slug}`);
      await page.evaluate(() => document.fonts.ready);
      // First, so that a person can look at a page that fails.
      const file = join(shots, `${slug}-${name}.png`);
      await page.screenshot({ path: file });
      t.diagnostic(`screenshot: ${file}`);

      // Each check on its own, so that one failing does not hide the others.
      await t.test('the main text is Chinese', async () => {
        const text = await page.evaluate(mainText);
        const share = text.han / (text.han + text.latin);
        assert.ok(text.han > 300, `${slug}: only ${text.han} Han characters in <main>`);
        // Chinese prose keeps product names, sizes and units in Latin letters; the rest is Han.
        assert.ok(share >= 0.6, `${slug}: ${(share * 100).toFixed(0)} % of the letters in <main> are Han (${text.han} Han, ${text.latin} Latin); longest texts without Chinese: ${JSON.stringify(text.english)}`);
      });

      await t.test('Chinese is drawn with a CJK font', async () => {
        const cjk = await page.evaluate(cjkRendering);
        assert.equal(cjk.error, undefined, `${slug}: ${cjk.error}`);
        assert.ok(cjk.perChar > 0.9 && cjk.perChar < 1.1, `${slug}: "${cjk.run}" is ${cjk.perChar.toFixed(2)} em a character in the page, not about 1 em: no CJK font draws it`);
        for (const [i, w] of cjk.canvasWidths.entries()) {
          assert.ok(w > 0.9 && w < 1.1, `${slug}: "${[...cjk.chars][i]}" is ${w.toFixed(2)} em wide on a canvas`);
        }
        assert.equal(cjk.likeMissing, '', `${slug}: these characters draw the missing-glyph box of U+E000`);
        assert.equal(cjk.blank, '', `${slug}: these characters draw nothing`);
        assert.equal(cjk.distinct, [...cjk.chars].length, `${slug}: ${[...cjk.chars].length} distinct characters (${cjk.chars}) draw only ${cjk.distinct} distinct pictures`);
      });

      await t.test('nothing is wider than the screen', async () => {
        const over = await page.evaluate(overflowing);
        assert.deepEqual(over.elements, [], `${slug}: elements past the right edge of a ${over.clientWidth} px viewport`);
        assert.ok(over.scrollWidth <= over.clientWidth, `${slug}: the page is ${over.scrollWidth} px wide in a ${over.clientWidth} px viewport`);
      });

      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
}
