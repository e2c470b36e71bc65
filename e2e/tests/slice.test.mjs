// The first vertical slice: home, a chapter, a bad route, and a clean console, as a reader sees
// them in the release build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, SITE, BASE_SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('the home page renders its heading and lists the first chapter', async () => {
  const page = await newPage(browser);
  await open(page, './');
  assert.equal(await page.textContent('main h1'), 'Plan GPU work on Azure');
  const chapters = await page.locator('.contents li a').allTextContents();
  assert.ok(chapters.includes('Why rent GPUs in the cloud?'), `chapters listed: ${chapters}`);
  assert.deepEqual(page.problems, []);
});

test('a reader can go from the home page to a chapter by clicking', async () => {
  const page = await newPage(browser);
  await open(page, './');
  await page.getByRole('link', { name: 'Why rent GPUs in the cloud?' }).click();
  await page.waitForURL(/\/guide\/en\/why-gpu-cloud$/);
  await page.waitForSelector('article.chapter h1');
  assert.match(await page.textContent('article.chapter h1'), /^Why rent GPUs in the cloud\?/);
  assert.deepEqual(page.problems, []);
});

test('the chapter route renders the chapter, its outline and working anchors', async () => {
  const page = await newPage(browser);
  await open(page, 'guide/en/why-gpu-cloud');
  assert.match(await page.textContent('article.chapter h1'), /Why rent GPUs in the cloud\?/);
  const outline = await page.locator('.toc a').allTextContents();
  assert.deepEqual(outline, ['The problem with owning', 'What renting changes', 'What renting does not change', 'How this guide helps']);
  await page.locator('.toc a', { hasText: 'What renting changes' }).click();
  await page.waitForURL(/\/guide\/en\/why-gpu-cloud#renting$/);
  assert.equal(await page.locator('h2#renting').count(), 1);
  assert.deepEqual(page.problems, []);
});

test('an unknown route shows the not-found page with a link home that works', async () => {
  const page = await newPage(browser);
  await open(page, 'no/such/page');
  assert.equal(await page.textContent('main h1'), 'Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForSelector('main h1:text("Plan GPU work on Azure")');
  const unknownChapter = await newPage(browser);
  await open(unknownChapter, 'guide/en/no-such-chapter');
  assert.equal(await unknownChapter.textContent('main h1'), 'Page not found');
  assert.deepEqual([...page.problems, ...unknownChapter.problems], []);
});

test('the browser console shows no error on any page of the slice', async () => {
  const page = await newPage(browser);
  for (const path of ['./', 'guide/en/why-gpu-cloud', 'nowhere']) {
    await open(page, path);
  }
  assert.deepEqual(page.problems, []);
});

test('the site works under a base path such as /gpuplan/', async () => {
  assert.ok(BASE_SITE, 'GPUPLAN_BASE_URL names a build served under /gpuplan/ (cargo xtask test sets it)');
  const page = await newPage(browser);
  await open(page, './', BASE_SITE);
  assert.equal(await page.textContent('main h1'), 'Plan GPU work on Azure');
  await page.getByRole('link', { name: 'Why rent GPUs in the cloud?' }).click();
  await page.waitForURL((url) => url.pathname === '/gpuplan/guide/en/why-gpu-cloud');
  // A deep link under the base path loads directly, too.
  await open(page, 'guide/en/why-gpu-cloud', BASE_SITE);
  assert.match(await page.textContent('article.chapter h1'), /Why rent GPUs/);
  assert.deepEqual(page.problems, []);
});
