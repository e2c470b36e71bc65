// The guide as a reader uses it: live numbers computed from the data, and a language switch that
// keeps the reader's place.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { launch, newPage, open, CHAPTERS, live } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('live numbers show figures that match the data files', async () => {
  const sizes = (await readFile(new URL('../../content/data/sizes.toml', import.meta.url), 'utf8')).match(/^\[\[size\]\]$/gm).length;
  const gpus = (await readFile(new URL('../../content/data/gpus.toml', import.meta.url), 'utf8')).match(/^\[\[gpu\]\]$/gm).length;
  const prices = (await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const newest = prices.map((p) => p.as_of).sort().at(-1);
  for (const lang of ['en', 'zh']) {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/why-gpu-cloud`);
    const shown = Object.fromEntries(await page.locator('.live').evaluateAll((els) => els.map((e) => [e.dataset.live + (e.dataset.live === 'spot_discount' ? e.textContent : ''), e.textContent])));
    assert.equal(shown.size_count, String(sizes), lang);
    assert.equal(shown.gpu_count, String(gpus), lang);
    // Chinese writes the date as 2026年8月20日 and sets % against its figure.
    const [y, m, d] = newest.split('-').map(Number);
    assert.equal(shown.newest_snapshot, lang === 'zh' ? `${y}年${m}月${d}日` : newest, lang);
    const pct = lang === 'zh' ? '%' : ' %';
    const spot = await page.locator('.live[data-live="spot_discount"]').allTextContents();
    assert.equal(spot.length, 2);
    // Sweden Central has a size whose Spot price equals pay-as-you-go: its range starts at 0.
    assert.ok(spot[1].startsWith('0–') && spot[1].endsWith(pct), `${spot}`);
    assert.ok(spot.every((s) => /^\d+–\d+ ?%$/.test(s) && s.endsWith(pct) && !s.slice(0, -pct.length).endsWith(' ')), `${spot}`);
    assert.deepEqual(page.problems, []);
  }
});

test('a Chinese chapter is Chinese around its text too: language, banner, footer', async () => {
  const page = await newPage(browser);
  // A reading page (no app), then a chapter the app hydrates, then in the app to English.
  for (const slug of ['why-gpu-cloud', 'cost-models']) {
    await open(page, `guide/zh/${slug}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN', slug);
    const nav = await page.locator('header nav a').allTextContents();
    assert.deepEqual(nav, ['指南', '规格目录', '选型向导', '费用估算', '计算器', '搜索'], slug);
    assert.equal(await page.getByRole('navigation', { name: '主导航' }).count(), 1, slug);
    assert.equal(await page.getByLabel('主题').inputValue(), 'system', slug);
    assert.deepEqual(await page.locator('#theme option').allTextContents(), ['跟随系统', '浅色', '深色']);
    assert.equal(await page.getByRole('searchbox', { name: '搜索指南' }).count(), 1, slug);
    assert.match(await page.locator('footer').innerText(), /^gpuplan：Azure GPU 算力的指南与规划工具/, slug);
  }
  // The app is live on the calculator chapter; its language switch moves to English in place.
  await page.locator('.lang-switch a').click();
  await page.waitForURL(/\/guide\/en\/cost-models/);
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(await page.locator('header nav a').allTextContents(), ['Guide', 'Catalog', 'Wizard', 'Estimate', 'Calculators', 'Search']);
  assert.match(await page.locator('footer').innerText(), /^gpuplan: a guide and planner/);
  assert.deepEqual(page.problems, []);
});

test('switching language mid-chapter keeps the section in view', async () => {
  const page = await newPage(browser);
  // A short window, so that the section starts below the fold.
  await page.setViewportSize({ width: 900, height: 420 });
  await open(page, 'guide/zh/why-gpu-cloud');
  const below = await page.evaluate(() => document.getElementById('limits').getBoundingClientRect().top > window.innerHeight);
  assert.ok(below, 'precondition: without an anchor the section is below the fold');
  await open(page, 'guide/en/why-gpu-cloud#limits');
  await page.getByRole('link', { name: '中文' }).click();
  await page.waitForURL(/\/guide\/zh\/why-gpu-cloud#limits$/);
  await page.waitForSelector('article.chapter h1:text("为什么在云上租 GPU？")');
  const section = page.locator('h2#limits');
  assert.match(await section.textContent(), /租用改变不了的事/);
  // The section heading is scrolled into view, not the top of the page.
  await page.waitForFunction(() => {
    const r = document.getElementById('limits').getBoundingClientRect();
    return r.top >= -1 && r.top < window.innerHeight / 2 && window.scrollY > 0;
  });
  // And back, to the same place.
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/guide\/en\/why-gpu-cloud#limits$/);
  await page.waitForSelector('h2#limits:text("What renting does not change")');
  assert.deepEqual(page.problems, []);
});

test('both languages have the same sections', async () => {
  const anchors = async (lang) => {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/why-gpu-cloud`);
    return page.locator('article.chapter h2').evaluateAll((hs) => hs.map((h) => h.id));
  };
  const [en, zh] = [await anchors('en'), await anchors('zh')];
  assert.deepEqual(zh, en);
  assert.ok(en.length >= 4);
});

test('fact checks and price ratios in the family map follow the data', async () => {
  const prices = (await readFile(new URL('../../content/data/prices.jsonl', import.meta.url), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const payg = (size, region) => Number(prices.find((p) => p.size === size && p.region === region && p.os === 'linux' && p.model === 'payg').price);
  // One GPU each in the NC sizes; eight each in the ND sizes.
  const nc = (payg('Standard_NC24ads_A100_v4', 'eastus') / payg('Standard_NC40ads_H100_v5', 'eastus')).toFixed(2);
  const nd = (payg('Standard_ND96amsr_A100_v4', 'westeurope') / payg('Standard_ND96isr_H100_v5', 'westeurope')).toFixed(2);
  for (const [lang, title] of [['en', 'Fact check'], ['zh', '事实核查']]) {
    const page = await newPage(browser);
    await open(page, `guide/${lang}/gpu-family-map`);
    const checks = await page.locator('aside.callout-factcheck').all();
    assert.equal(checks.length, 3, lang);
    for (const c of checks) assert.equal(await c.locator('.callout-title').textContent(), title);
    const ratios = await page.locator('.live[data-live="price_ratio"]').allTextContents();
    assert.deepEqual(ratios, [nc, nd], lang);
    assert.equal(await page.locator('aside.callout script').count(), 0);
    assert.deepEqual(page.problems, []);
  }
});

test('every chapter in both languages shows resolved numbers, working footnotes and marked calculators', async () => {
  const page = await newPage(browser);
  const sourceIds = {};
  for (const lang of ['en', 'zh']) {
    await open(page, `guide/${lang}/sources`);
    sourceIds[lang] = new Set(await page.locator('li.source').evaluateAll((ls) => ls.map((l) => l.id)));
    assert.ok(sourceIds[lang].size > 50, `${lang}: ${sourceIds[lang].size} sources listed`);
  }
  for (const [lang, slug] of CHAPTERS) {
    const dir = new URL(`../../content/guide/${lang}/`, import.meta.url);
    const file = await readFile(new URL(readdirSync(dir).find((f) => f.endsWith(`-${slug}.md`)), dir), 'utf8');
    await open(page, `guide/${lang}/${slug}`);
    const where = `${lang}/${slug}`;
    const article = await page.locator('article.chapter').innerText();
    // Nothing of the Markdown's own syntax reaches the reader.
    for (const raw of ['{{', '}}', '[^', '```']) assert.ok(!article.includes(raw), `${where}: ${raw} shown`);
    assert.equal(await page.locator('.live', { hasText: '…' }).count(), 0, where);
    // Each calculator fence is a working calculator, or a marked placeholder until it exists.
    const fences = (file.match(/^```calc /gm) ?? []).length;
    const placed = await page.locator('aside.calc-placeholder[data-calculator], section.calculator[data-calculator], aside.calc-launcher[data-calculator]').count();
    assert.equal(placed, fences, where);
    // Every footnote leads to an entry of the sources page, and the chapter lists what it cites:
    // the text's footnotes, and those of the tables the build generates (their prices' sources).
    const hrefs = await page.locator('sup.cite a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const generated = await page.locator('figure.live-table sup.cite a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const cited = new Set((file.match(/\[\^[A-Za-z0-9._-]+\]/g) ?? []).map((c) => c.slice(2, -1)));
    for (const h of generated) cited.add(h.split('#src-')[1]);
    assert.equal(hrefs.length, (file.match(/\[\^[A-Za-z0-9._-]+\]/g) ?? []).length + generated.length, where);
    for (const h of hrefs) {
      const m = h.match(new RegExp(`^guide/${lang}/sources#(src-.+)$`));
      assert.ok(m && sourceIds[lang].has(m[1]), `${where}: ${h}`);
    }
    assert.equal(await page.locator('.chapter-sources li').count(), cited.size, where);
  }
  assert.deepEqual(page.problems, []);
});

test('a footnote opens its source, and the pager walks the chapters', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/cost-models');
  const first = page.locator('sup.cite a').first();
  const href = await first.getAttribute('href');
  await first.click();
  await page.waitForURL((u) => u.href.endsWith(href));
  const id = href.split('#')[1];
  await page.waitForFunction((id) => {
    const r = document.getElementById(id)?.getBoundingClientRect();
    return r && r.top >= -1 && r.top < window.innerHeight;
  }, id);
  assert.match(await page.locator(`li#${id}`).innerText(), /Cost models/);
  await open(page, 'guide/en/why-gpu-cloud');
  await page.locator('nav.pager a.next').click();
  await page.waitForURL(/guide\/en\/gpu-family-map$/);
  await page.waitForSelector('h1:text("The GPU family map")');
  await page.locator('nav.pager a.prev').click();
  await page.waitForURL(/guide\/en\/why-gpu-cloud$/);
  assert.deepEqual(page.problems, []);
});

test('switching language after scrolling into a chapter keeps the section', async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1100, height: 600 });
  await open(page, 'guide/en/cost-models');
  // Scroll with the mouse wheel, as a reader does, until the Reservations heading nears the top.
  // Each turn of the wheel waits for its scroll to end (a `scrollend` with the page moved, not
  // one left over from an earlier scroll), so the next reads where the page came to rest.
  await page.mouse.move(600, 400);
  for (let i = 0; i < 80; i++) {
    const top = await page.evaluate(() => {
      const from = window.scrollY;
      window.__scrolled = new Promise((r) => {
        const end = () => {
          if (window.scrollY === from) return;
          document.removeEventListener('scrollend', end);
          r();
        };
        document.addEventListener('scrollend', end);
      });
      return document.getElementById('reservations').getBoundingClientRect().top;
    });
    if (top < 100) break;
    await page.mouse.wheel(0, Math.min(200, top - 40));
    await page.evaluate(() => window.__scrolled);
  }
  const expected = await page.evaluate(() => [...document.querySelectorAll('article h2[id], article h3[id]')]
    .filter((h) => h.getBoundingClientRect().top <= 120).at(-1).id);
  assert.equal(expected, 'reservations');
  assert.ok(!page.url().includes('#'), 'no anchor in the address before the switch');
  await page.getByRole('link', { name: '中文' }).click();
  await page.waitForURL(/\/guide\/zh\/cost-models#reservations$/);
  await page.waitForFunction(() => {
    const h = document.getElementById('reservations');
    const r = h?.getBoundingClientRect();
    return h && h.textContent.includes('预留实例') && r.top >= -1 && r.top < window.innerHeight / 2;
  });
  assert.deepEqual(page.problems, []);
});

test('search finds terms in the page\'s language, highlights them and leads to the section', async () => {
  const page = await newPage(browser);
  // A Chinese reader searches the Chinese guide, from the Chinese home page's banner.
  await open(page, 'zh');
  await page.getByRole('searchbox', { name: '搜索指南' }).fill('竞价');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/zh\/search\?q=/);
  const first = page.locator('li.search-hit').first();
  await first.waitFor();
  assert.equal(await first.locator('mark').first().textContent(), '竞价');
  assert.equal(await first.getAttribute('lang'), 'zh');
  assert.equal(await page.locator('li.search-hit:not([lang="zh"])').count(), 0, 'Chinese results only');
  await first.locator('a.search-hit-title').click();
  await page.waitForURL(/\/guide\/zh\/cost-models#spot$/);
  await page.waitForFunction(() => {
    const r = document.getElementById('spot')?.getBoundingClientRect();
    return r && r.top >= -1 && r.top < window.innerHeight / 2;
  });
  // English, typed on the search page itself: results update as you type, with the query in
  // the address, and come from the English guide only.
  await open(page, 'search');
  await page.getByLabel('Search the English guide').fill('InfiniBand');
  await page.waitForURL(/q=InfiniBand/);
  const titles = await page.locator('a.search-hit-title').allTextContents();
  assert.ok(titles.some((t) => t.startsWith('Glossary › InfiniBand')), titles.join('\n'));
  assert.equal(await page.locator('li.search-hit:not([lang="en"])').count(), 0, 'English results only');
  const marks = await page.locator('li.search-hit mark').allTextContents();
  assert.ok(marks.length > 0 && marks.every((m) => m.toLowerCase() === 'infiniband'), marks.join(','));
  await page.getByLabel('Search the English guide').fill('竞价');
  await page.waitForSelector('.search-summary:text("No section contains")');
  await page.getByLabel('Search the English guide').fill('zzzqqq');
  await page.waitForSelector('.search-summary:text("No section contains “zzzqqq”")');
  assert.deepEqual(page.problems, []);
});

test('the theme follows the system, keeps the reader\'s choice across reloads, and ignores junk', async () => {
  const page = await newPage(browser);
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'guide/en/faq');
  const dark = await bg();
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await bg();
  assert.notEqual(dark, light);
  // Choose dark while the system is light, then reload: still dark, from the first paint.
  await page.getByLabel('Theme').selectOption('dark');
  assert.equal(await bg(), dark);
  await page.reload();
  await live(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await bg(), dark);
  assert.equal(await page.getByLabel('Theme').inputValue(), 'dark');
  // Back to the system's choice: nothing stored.
  await page.getByLabel('Theme').selectOption('system');
  assert.equal(await bg(), light);
  assert.equal(await page.evaluate(() => localStorage.getItem('gpuplan.theme')), null);
  // A stored value that is not a theme is ignored, not applied or shown.
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; d.dismiss(); });
  await page.evaluate(() => localStorage.setItem('gpuplan.theme', '"><img src=x onerror=alert(1)>'));
  await page.reload();
  await live(page);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-theme')), false);
  assert.equal(await page.getByLabel('Theme').inputValue(), 'system');
  assert.equal(await bg(), light);
  assert.equal(dialogs, 0);
  assert.deepEqual(page.problems, []);
});

test('printing a chapter keeps its text and calculators and drops the site chrome', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/cost-models');
  await page.locator('section.calculator dl.figures').first().waitFor();
  await page.emulateMedia({ media: 'print' });
  const shown = (sel) => page.locator(sel).first().evaluate((e) => getComputedStyle(e).display !== 'none');
  assert.equal(await shown('header.site-header'), false);
  assert.equal(await shown('nav.sidebar'), false);
  assert.equal(await shown('nav.pager'), false);
  assert.equal(await shown('article.chapter'), true);
  assert.equal(await shown('section.calculator dl.figures'), true);
  const pdf = await page.pdf();
  assert.ok(pdf.length > 10_000, `${pdf.length} bytes of PDF`);
  assert.deepEqual(page.problems, []);
});
