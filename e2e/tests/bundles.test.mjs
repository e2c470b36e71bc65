// The wasm bundles (docs/bundles.md): each page that runs the app loads the bundle that
// draws it and no other; a link to a page of the same bundle moves inside the app, and a link or
// search to a page of another bundle loads that page, which brings its own bundle.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, live } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The bundle a wasm file is, from the name the build gives it (`gpuplan-<bundle>-<hash>`). */
const bundleOf = (url) => /\/gpuplan-([a-z]+)-[0-9a-f]+_bg\.wasm$/.exec(new URL(url).pathname)?.[1];

/** Records the bundles `page` fetches, and marks the document so a page load can be told from a
 *  move inside the app. */
function watch(page) {
  const fetched = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) fetched.push(bundleOf(r.url())); });
  return fetched;
}
const mark = (page) => page.evaluate(() => { window.__samePage = true; });
const samePage = (page) => page.evaluate(() => window.__samePage === true);

for (const [lang, prefix] of [['English', ''], ['Chinese', 'zh/']]) {
  test(`${lang}: each kind of page loads its own bundle, and moving between kinds loads the page`, async () => {
    const page = await newPage(browser);
    const fetched = watch(page);

    await open(page, `${prefix}estimate`);
    assert.deepEqual(fetched, ['plan'], 'the estimate loads the planning bundle alone');
    await mark(page);

    // The wizard is in the same bundle: the app moves there without a page load.
    await page.locator(`header nav a[href$="${prefix}wizard"]`).click();
    await page.waitForURL(/\/wizard$/);
    await page.waitForSelector('main#main h1');
    assert.ok(await samePage(page), 'estimate → wizard stayed in the app');
    assert.deepEqual(fetched, ['plan']);

    // The catalog is another bundle's page: the menu's link loads it, with its own bundle.
    await page.locator(`header nav a[href$="${prefix}catalog"]`).click();
    await page.waitForURL(/\/catalog$/);
    await live(page);
    assert.ok(!(await samePage(page)), 'wizard → catalog is a page load');
    assert.deepEqual(fetched, ['plan', 'catalog']);

    // A calculator is another bundle's page: the link loads it, with the calculators' bundle.
    await open(page, `${prefix}calc`);
    await mark(page);
    await page.locator('main a[href$="calc/spot"]').first().click();
    await page.waitForURL(/\/calc\/spot$/);
    await live(page);
    assert.ok(!(await samePage(page)), 'a reading page → a calculator is a page load');
    assert.deepEqual(fetched, ['plan', 'catalog', 'calc']);
    const before = await page.locator('dl.figures dd').first().textContent();
    await page.getByLabel(lang === 'English' ? 'Eviction rate' : '逐出率', { exact: true }).fill('25%');
    await page.waitForFunction((b) => document.querySelector('dl.figures dd')?.textContent !== b, before);
    await mark(page);

    // The header's search from a calculator: search is the third bundle's page.
    const box = page.locator('header form[role="search"] input');
    await box.fill('spot');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=spot$/);
    await live(page);
    assert.ok(!(await samePage(page)), 'calculator → search is a page load');
    await page.waitForSelector('li.search-hit');
    assert.deepEqual(fetched, ['plan', 'catalog', 'calc', 'search']);

    // A hit opens its chapter, a page of another bundle, as a page load.
    await mark(page);
    await page.locator('li.search-hit a').first().click();
    await page.waitForURL(/\/guide\/(en|zh)\/[a-z-]+(#.*)?$/);
    await page.waitForSelector('main#main h1');
    assert.ok(!(await samePage(page)), 'search → a chapter is a page load');

    // And back to the estimate, by the menu: the planning bundle again.
    await mark(page);
    await page.locator(`header nav a[href$="${prefix}estimate"]`).click();
    await page.waitForURL(/\/estimate$/);
    await live(page);
    assert.ok(!(await samePage(page)), 'a chapter → the estimate is a page load');
    assert.equal(fetched.at(-1), 'plan');
    assert.deepEqual(page.problems, []);
  });
}
