// Offline use: after one visit the service worker holds every file of the build, and every route
// still opens when the server is gone. Each test starts a server of its own on a build so that it
// can cut the network for real: the server's process ends, and its connections with it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rename, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch, newPage, open, ROUTES, live } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/**
 * Serves the build `dir` under `base` on a free loopback port with the project's static server,
 * `cargo xtask serve --dist` (the binary in `$GPUPLAN_XTASK`, which the test runner passes), in a
 * process of its own. `cut()` ends that process: the port then refuses connections and every
 * open one is closed. The server reads the build through a symbolic link, so `deploy(next)`
 * swaps the build under the running server, as a deploy by link swap does, while the browser is
 * open. The test context `t` cuts the server when the test ends, whatever its outcome.
 */
async function serve(t, dir, base) {
  const xtask = process.env.GPUPLAN_XTASK;
  assert.ok(xtask, 'GPUPLAN_XTASK names the xtask binary whose server the test starts');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'gpuplan-offline-'));
  const link = path.join(tmp, 'site');
  await symlink(dir, link);
  const server = spawn(xtask, ['serve', '--dist', link, '--base', base, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  const cut = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill();
    await exited;
    await rm(tmp, { recursive: true, force: true });
  };
  t.after(cut);
  // The server prints the address it serves at once it listens.
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
      const served = /^serve: (http:\/\/127\.0\.0\.1:\d+\/\S*)/m.exec(out);
      if (served) resolve(served[1]);
    });
    server.once('error', reject);
    exited.then((code) => reject(new Error(`the server ended (${code}) before listening: ${out}`)));
  });
  return {
    url,
    cut,
    deploy: async (next) => {
      const staged = path.join(tmp, 'next');
      await symlink(next, staged);
      await rename(staged, link);
    },
  };
}

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15000 });
}

for (const [label, env, base] of [
  ['at the root', 'GPUPLAN_DIST', '/'],
  ['under /gpuplan/', 'GPUPLAN_BASE_DIST', '/gpuplan/'],
]) {
  test(`after one visit every route opens with the server gone, ${label}`, async (t) => {
    const dir = process.env[env] && path.resolve(process.env[env]);
    assert.ok(dir, `${env} names the build to serve`);
    const site = await serve(t, dir, base);
    const page = await newPage(browser);
    await open(page, './', site.url);
    await controlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, base);
    await site.cut();

    // The server is really gone: a plain request fails.
    await assert.rejects(fetch(site.url));
    for (const route of ROUTES) {
      await open(page, route, site.url);
      const heading = await page.textContent('main#main h1');
      assert.ok(heading.trim().length > 0, `${route} rendered an empty heading`);
    }
    // Offline, the calculators still compute and search still finds.
    await open(page, 'calc/spot', site.url);
    const before = await page.locator('dl.figures dd').first().textContent();
    await page.getByLabel('Eviction rate', { exact: true }).fill('25%');
    await page.waitForFunction((b) => document.querySelector('dl.figures dd')?.textContent !== b, before);
    await open(page, 'zh/search?q=%E7%AB%9E%E4%BB%B7', site.url);
    assert.ok(await page.locator('li.search-hit mark').count() > 0, 'offline search found nothing');
    // Moving inside the app offline works too, by link rather than by address.
    await open(page, 'catalog', site.url);
    await page.locator('main a[href*="catalog/"]').first().click();
    await page.waitForURL(/catalog\/Standard_/);
    await page.waitForSelector('main#main h1');
    // And between kinds of page, each with its own bundle from the cache: the size's page
    // searches (the search bundle), search's menu leads to the catalog (the catalog's bundle), and
    // the calculators' index to a calculator (the calculators' bundle), which computes.
    const box = page.locator('header form[role="search"] input');
    await box.fill('spot');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=spot$/);
    await live(page);
    await page.waitForSelector('li.search-hit');
    await page.locator('header nav a[href$="catalog"]').click();
    await page.waitForURL(/\/catalog$/);
    await live(page);
    assert.ok(await page.locator('.catalog-table tbody tr').count() > 0, 'the catalog, offline');
    await page.locator('header nav a[href$="calc"]').click();
    await page.waitForURL(/\/calc$/);
    await live(page);
    await page.locator('main a[href$="calc/spot"]').first().click();
    await page.waitForURL(/\/calc\/spot$/);
    await live(page);
    const shown = await page.locator('dl.figures dd').first().textContent();
    await page.getByLabel('Eviction rate', { exact: true }).fill('40%');
    await page.waitForFunction((b) => document.querySelector('dl.figures dd')?.textContent !== b, shown);
    assert.deepEqual(page.problems, []);
  });
}

test('a new deploy is noticed, offered with a reload, and replaces the old cache', async (t) => {
  const first = path.resolve(process.env.GPUPLAN_DIST);
  const next = path.resolve(process.env.GPUPLAN_NEXT_DIST);
  const site = await serve(t, first, '/');
  const page = await newPage(browser);
  await open(page, 'catalog', site.url);
  await controlled(page);
  const cssOf = () => page.$eval('link[rel="stylesheet"]', (l) => new URL(l.href).pathname);
  const oldCss = await cssOf();
  const oldCaches = await page.evaluate(() => caches.keys());
  assert.equal(oldCaches.length, 1, oldCaches.join(', '));

  await site.deploy(next); // the second build
  await open(page, 'guide/en/why-gpu-cloud', site.url);
  // Until the reader accepts, the page is still the first deploy's.
  assert.equal(await cssOf(), oldCss);
  const banner = page.locator('#sw-update');
  await banner.waitFor({ timeout: 15000 });
  assert.match(await banner.textContent(), /New version/);
  await Promise.all([
    page.waitForEvent('load'),
    banner.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await live(page);
  const newCss = await cssOf();
  assert.notEqual(newCss, oldCss, 'the reload still shows the first deploy');
  const nextFiles = await readdir(next);
  assert.ok(nextFiles.includes(newCss.slice(1)), `${newCss} is not a file of the second build`);
  const newCaches = await page.evaluate(() => caches.keys());
  assert.equal(newCaches.length, 1, `old caches kept: ${newCaches.join(', ')}`);
  assert.notEqual(newCaches[0], oldCaches[0]);
  assert.deepEqual(page.problems, []);
  await site.cut();
});

test('the site can be installed: a manifest with icons, scoped to the base path', async () => {
  const page = await newPage(browser);
  const site = process.env.GPUPLAN_BASE_URL;
  await open(page, './', site);
  const href = await page.$eval('link[rel="manifest"]', (l) => l.href);
  assert.equal(new URL(href).pathname, '/gpuplan/manifest.webmanifest');
  const res = await page.request.get(href);
  assert.equal(res.status(), 200);
  const manifest = await res.json();
  assert.equal(new URL(manifest.start_url, href).pathname, '/gpuplan/');
  assert.equal(new URL(manifest.scope, href).pathname, '/gpuplan/');
  const sizes = [];
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const img = await page.request.get(new URL(icon.src, href).href);
    assert.equal(img.status(), 200, icon.src);
    const bytes = await img.body();
    // A PNG's width and height sit at bytes 16..24 of its IHDR chunk.
    assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
    sizes.push(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`);
    assert.equal(sizes.at(-1), icon.sizes, icon.src);
  }
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), sizes.join(', '));
  // The service worker precaches them, so installing works offline too.
  const sw = await (await page.request.get(new URL('sw.js', href).href)).text();
  for (const f of ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png']) {
    assert.ok(sw.includes(JSON.stringify(f)), `sw.js does not precache ${f}`);
  }
});
