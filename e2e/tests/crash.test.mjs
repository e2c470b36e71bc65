// If the app panics after all, the reader gets a banner with a way back, not a dead page. The
// build under GPUPLAN_PANIC_URL has the `test-panic` feature: its route `catalog/__panic`
// panics on purpose. The shipped site has no such route.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, live } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SITE = process.env.GPUPLAN_PANIC_URL;

test('a panic shows a banner with a reload and a way home, and the way home works', async () => {
  assert.ok(SITE, 'GPUPLAN_PANIC_URL names the test-panic build');
  const page = await newPage(browser);
  // The same build works normally elsewhere.
  await open(page, 'catalog', SITE);
  assert.equal(page.problems.length, 0, page.problems.join('\n'));

  await page.goto(new URL('catalog/__panic', SITE).href);
  const banner = page.getByRole('alert').filter({ hasText: 'internal error' });
  await banner.waitFor({ timeout: 10000 });
  const reload = banner.getByRole('link', { name: 'Reload this page' });
  assert.equal(await reload.getAttribute('href'), new URL('catalog/__panic', SITE).href);
  assert.ok(page.problems.some((p) => p.includes('deliberate panic')), page.problems.join('\n'));

  await banner.getByRole('link', { name: 'Go to the home page' }).click();
  await live(page);
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(await page.locator('#crash').count(), 0, 'the banner outlived the reload');
});

test('the shipped build has no panic route', async () => {
  const page = await newPage(browser);
  await open(page, 'catalog/__panic');
  assert.equal(await page.locator('#crash').count(), 0);
  assert.deepEqual(page.problems, []);
});
