// Each page speaks one language. Every prerendered page is opened as a reader would (the app
// live where the page runs it) and its words are read: the text of the page and the words a
// reader meets in attributes (placeholders, accessible names, titles). A Chinese page may show
// Latin script only for names, units and code; an English page shows Chinese only in its
// language switch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, live, newPage, open, PAGES, SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Latin words a Chinese page may show: product, company and model names, and units. Codes
 *  (size names, region codes, anything with a digit or an underscore, all-capital acronyms) are
 *  recognised by their shape instead; see `allowed`. */
const NAMES = new Set([
  'Azure', 'Microsoft', 'NVIDIA', 'AMD', 'Intel', 'Maia', 'Cobalt', 'Hopper', 'Blackwell', 'Ampere', 'Volta', 'Turing',
  'Instinct', 'Radeon', 'Tesla', 'NVLink', 'NVSwitch', 'InfiniBand', 'ConnectX', 'GPUDirect', 'RoCE', 'PCIe', 'Grace',
  'Spot', 'vCPU', 'vCPUs', 'LoRA', 'QLoRA', 'ZeRO', 'DeepSpeed', 'PyTorch', 'Megatron', 'Llama', 'Mistral', 'Mixtral',
  'Qwen', 'DeepSeek', 'ResNet', 'ImageNet', 'Kubernetes', 'Slurm', 'CycleCloud', 'OpenAI', 'GitHub', 'Linux', 'Windows',
  'Ubuntu', 'gpuplan', 'token', 'tokens', 'TensorRT', 'vLLM', 'Triton', 'ROCm', 'Kusto', 'NDm', 'Blob', 'Notebook',
  'Daly', 'Young', 'AdamW', 'NVMe', 'SpotResources', 'Jio', 'Transformer', 'Markdown', 'Pro', 'Ultra',
  'Nvidia', 'Xeon', 'Platinum', 'Scalable', 'Broadwell', 'Haswell', 'Skylake', 'Rome', 'Milan', 'Genoa', 'NCads', 'NVads',
  'NGads', 'NCCads', 'azure-docs',
  // Sites a data note names as the source of a figure (gpus.toml).
  'pcpartcomparison', 'ElProCus', 'fpsbench',
  // Size-name parts: Promo sizes, and RTX PRO 6000's general-purpose (ds) and compute-optimised
  // (lds) sizes.
  'Promo', 'ds', 'lds',
  // Serving engines and the systems their papers compare with.
  'TensorRT-LLM', 'Orca', 'FasterTransformer', 'Ada',
  // Blob storage's tiers, as the portal names them beside the Chinese 热层, 冷层, 寒层 and 存档层.
  'Hot', 'Cool', 'Cold', 'Archive',
  // Terms the Chinese text gives in English beside its own word, as Chinese engineers write them.
  'epoch', 'commit',
  // Units.
  'h', 'min', 's', 'ms', 'd', 'k', 'M', 'B', 'T', 'kW', 'W', 'GiB', 'MiB', 'TiB', 'Gbps', 'Tbps', 'TFLOP', 'PFLOP',
  'FLOP', 'FLOPs', 'GHz', 'MHz', 'Mbps', 'TBps', 'GBps', 'kWh', 'x', 'e', 'v',
]);

/** Names of several words, taken out of the text before its words are read. */
const PHRASES = ['Microsoft for Startups', 'Azure Kubernetes Service', 'Transformer Engine', 'NVIDIA AI Enterprise',
  'Azure Machine Learning', 'Azure Cost Management', 'Azure Advisor', 'Azure Hybrid Benefit', 'Resource Graph Explorer',
  'Azure Batch', 'Azure Retail Prices API', 'Tensor Core', 'Azure Monitor', 'Visual Studio', 'Azure NetApp Files',
  'Resource Graph', 'Server Edition', 'Sapphire Rapids', 'Granite Rapids-AP', 'Infinity Fabric', 'Hugging Face',
  'Raymond James', 'Microsoft Learn', 'Lucidity'];

/** Whether a Latin token may stand on a Chinese page: a listed name or unit, or a code by its
 *  shape. */
function allowed(token, codes) {
  if (NAMES.has(token) || codes.has(token)) return true;
  if (/[0-9_]/.test(token)) return true; // H100, ND96isr_H100_v5, 70B, v5, FP8, westus2
  if (/^[A-Z][A-Z.+/-]*$/.test(token)) return true; // GPU, HBM, MFU, JSON, CSV, TB/s
  if (/\/|^www\.|\.(com|net|org|io|md|rs|go|json|csv|toml)$/.test(token)) return true; // paths, repositories, TB/s, file names
  return false;
}

/** The page's words: text nodes (not in scripts, styles, templates, code or the language
 *  switch) and the attributes a reader meets, each with where it was found. */
function wordsOf() {
  const out = [];
  // Code, and the title of a cited work (<cite>, and the footnote's tooltip naming it), stay as
  // they are written.
  const skip = 'script, style, template, noscript, code, pre, kbd, samp, cite, sup.cite, .lang-switch';
  const where = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(skip) || !n.textContent.trim()) continue;
    out.push([n.textContent, where(el)]);
  }
  for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt], [aria-description]')) {
    if (el.closest(skip)) continue;
    for (const a of ['placeholder', 'aria-label', 'title', 'alt', 'aria-description']) {
      const v = el.getAttribute(a);
      if (v && v.trim()) out.push([v, `${where(el)}[${a}]`]);
    }
  }
  out.push([document.title, 'title']);
  return out;
}

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

test('every Chinese page is in Chinese but for names, units and code', async () => {
  const page = await newPage(browser);
  // Every Chinese page, and the not-found page at an unknown Chinese address.
  const zh = [...PAGES.filter((p) => p === 'zh' || p.startsWith('zh/') || p.startsWith('guide/zh/')), 'zh/no/such/page'];
  assert.ok(zh.length > 40, `the build has Chinese pages (${zh.length})`);
  // Region codes (the catalog's region list) and source keys (the sources page) are codes; the
  // sources' repositories (karpenter-provider-azure, which a source's short name gives) are names.
  await open(page, 'zh/catalog');
  const codes = new Set(await page.evaluate(() => [...document.querySelectorAll('option')].map((o) => o.value)));
  await open(page, 'guide/zh/sources');
  for (const key of await page.locator('code.source-key').allTextContents()) codes.add(key);
  const repos = await page.locator('ol.source-list a[href^="https://github.com/"]').evaluateAll(
    (as) => as.map((a) => new URL(a.href).pathname.split('/')[2]).filter(Boolean));
  for (const name of repos) codes.add(name);
  const found = new Map();
  for (const path of zh) {
    await open(page, path);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN', path);
    for (const [raw, where] of await page.evaluate(wordsOf)) {
      // Addresses, paths, `quoted code`, dotted keys (ms.date) and host names (prices.azure.cn)
      // are code; a “quotation” of a source keeps the source's words; "英文 …" gives a term's
      // English names on purpose, up to the end of its clause (the glossary does).
      const bare = raw
        .replace(/https?:\/\/\S+|\S*\/\S*|`[^`]*`|\b[a-z]+(?:\.[a-z]+)+\b/g, ' ')
        .replace(/“[^”]*”|英文[^；。]*/g, ' ');
      const text = PHRASES.reduce((t, p) => t.replaceAll(p, ' '), bare);
      for (const token of text.match(/[A-Za-z][A-Za-z0-9_.+/:%-]*/g) ?? []) {
        const t = token.replace(/[.:%-]+$/, '');
        if (allowed(t, codes)) continue;
        const key = `${t} (${where})`;
        if (!found.has(key)) found.set(key, `${path}: …${raw.trim().slice(0, 80)}…`);
      }
    }
  }
  const report = [...found].map(([k, v]) => `${k} — ${v}`);
  assert.deepEqual(report, [], `English on Chinese pages:\n${report.slice(0, 80).join('\n')}`);
  assert.deepEqual(page.problems, []);
});

test('every English page is free of Chinese but for the language switch', async () => {
  const page = await newPage(browser);
  const en = [...PAGES.filter((p) => !(p === 'zh' || p.startsWith('zh/') || p.startsWith('guide/zh/'))), 'no/such/page'];
  const found = [];
  for (const path of en) {
    await open(page, path);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', path);
    for (const [text, where] of await page.evaluate(wordsOf)) {
      if (CJK.test(text)) found.push(`${path} ${where}: ${text.trim().slice(0, 80)}`);
    }
    // The switch itself names the other language in that language.
    if (path !== '404' && path !== 'no/such/page') {
      assert.equal(await page.locator('.lang-switch a').textContent(), '中文', path);
    }
  }
  assert.deepEqual(found, [], `Chinese on English pages:\n${found.slice(0, 80).join('\n')}`);
  assert.deepEqual(page.problems, []);
});

test('a Chinese calculator reads what a Chinese reader types, and words its errors in Chinese', async () => {
  const page = await newPage(browser);
  await open(page, 'zh/calc/spot');
  const work = page.locator('#calc-spot-work');
  const expected = () => page.locator('.calc-result .figures dd').first().textContent();
  await work.fill('4000');
  const ascii = await expected();
  // Full-width digits and 千 read as the same figure.
  await work.fill('４千');
  await page.waitForFunction((before) => document.querySelector('.calc-result .figures dd')?.textContent === before, ascii);
  // A duration in 分钟.
  await page.locator('#calc-spot-checkpoint').fill('１０分钟');
  assert.equal(await page.locator('#calc-spot-checkpoint-error').count(), 0, 'a duration in 分钟 is read');
  // Nonsense gets an error in Chinese, beside its field, and the last result stays.
  await work.fill('很多');
  const error = page.locator('#calc-spot-work-error');
  await error.waitFor();
  const text = await error.textContent();
  assert.match(text, /[\u4e00-\u9fff]/, text);
  for (const token of text.match(/[A-Za-z][A-Za-z]+/g) ?? []) assert.ok(allowed(token, new Set()), `${token} in ${text}`);
  assert.equal(await expected(), ascii, 'the last good result stays');
  assert.deepEqual(page.problems, []);
});

test('the language switch keeps the calculator\'s fields, the catalog\'s filters and the section', async () => {
  const page = await newPage(browser);
  await open(page, 'calc/spot?spot.work=1234&spot.vms=2');
  await page.locator('.lang-switch a').click();
  await page.waitForURL(/\/zh\/calc\/spot\?/);
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(await page.locator('#calc-spot-work').inputValue(), '1234');
  assert.equal(await page.locator('#calc-spot-vms').inputValue(), '2');
  assert.equal(await page.locator('h1').first().evaluate((h) => /[\u4e00-\u9fff]/.test(h.textContent)), true);
  // And back, from the Chinese page, with a filter on the catalog.
  await open(page, 'zh/catalog?gpu=h100-sxm&sort=price');
  const rows = await page.locator('table tbody tr').count();
  await page.locator('.lang-switch a').click();
  await page.waitForURL((u) => u.pathname.endsWith('/catalog') && u.search.includes('gpu=h100-sxm'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.locator('table tbody tr').count(), rows, 'the same filtered rows');
  assert.deepEqual(page.problems, []);
});

/** A page whose documents note in `window.__navigations` every navigation they start, by address,
 *  from before their first script: each fires the Navigation API's `navigate` event, a
 *  `location.replace` too. */
async function navigationsNoted(options) {
  const page = await newPage(browser, options);
  await page.addInitScript(() => {
    window.__navigations = [];
    window.navigation?.addEventListener('navigate', (e) => window.__navigations.push(e.destination.url));
  });
  return page;
}

/** Opens the home page's address and asserts that it stays there, in English. The redirect of a
 *  first visit is the reading script's (`reader.js`), a deferred script, so it has run, or asked
 *  to leave, by the load event `goto` waits for; the page is then read once it answers input.
 *  One read in the document it is in: the old document says whether it asked to leave, and a
 *  new one would have another address. */
async function homeStaysEnglish(page) {
  const home = new URL('./', SITE);
  await page.goto(home.href);
  await live(page);
  const seen = await page.evaluate(() => ({
    api: 'navigation' in window,
    path: location.pathname,
    lang: document.documentElement.lang,
    asked: window.__navigations,
  }));
  assert.deepEqual(seen, { api: true, path: home.pathname, lang: 'en', asked: [] });
}

test('a first visit to the home page follows a browser that prefers Chinese; links and choices are kept', async () => {
  // A browser that prefers Chinese, on its first visit to the address that names no language.
  const page = await navigationsNoted({ locale: 'zh-CN' });
  await page.goto(new URL('./', SITE).href);
  await page.waitForURL((u) => u.pathname.endsWith('/zh'));
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  // A shared link names its language and is never redirected.
  await open(page, 'catalog');
  assert.ok(new URL(page.url()).pathname.endsWith('/catalog'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  // The reader chooses English: the home page stays English from then on.
  await open(page, 'zh');
  await page.locator('.lang-switch a').click();
  await page.waitForURL((u) => new URL('./', SITE).pathname === u.pathname);
  await homeStaysEnglish(page);
  // A browser that prefers English stays on the English home page.
  const en = await navigationsNoted({ locale: 'en-GB' });
  await homeStaysEnglish(en);
  assert.deepEqual([...page.problems, ...en.problems], []);
});
