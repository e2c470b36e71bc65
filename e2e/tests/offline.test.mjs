// Offline use: after one visit the service worker holds every file of the build, and every route
// still opens when the server is gone. Each test serves a build itself so that it can cut the
// network for real: the server stops and drops its connections.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { launch, newPage, open, ROUTES, live } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a build under `base` on a free loopback port, with the prerendered pages. `dirOf`
 * names the build for each request, so a test can deploy a new one while the browser is open.
 */
async function serve(dirOf, base) {
  const server = http.createServer(async (req, res) => {
    const dir = dirOf();
    const { pathname } = new URL(req.url, 'http://x');
    if (!pathname.startsWith(base)) { res.writeHead(404).end(); return; }
    let file = path.join(dir, decodeURIComponent(pathname.slice(base.length)));
    if (!file.startsWith(dir)) { res.writeHead(404).end(); return; }
    if (pathname === base) file = path.join(dir, 'index.html');
    const isFile = (f) => stat(f).then((s) => s.isFile(), () => false);
    // A route is its prerendered page (`guide/en/x.html`), else the not-found page, where the
    // app renders the route itself: how GitHub Pages answers.
    if (!(await isFile(file))) {
      const page = `${file.replace(/\/+$/, '')}.html`;
      file = (await isFile(page)) ? page : path.join(dir, '404.html');
    }
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}${base}`,
    cut: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }),
  };
}

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15000 });
}

for (const [label, env, base] of [
  ['at the root', 'GPUPLAN_DIST', '/'],
  ['under /gpuplan/', 'GPUPLAN_BASE_DIST', '/gpuplan/'],
]) {
  test(`after one visit every route opens with the server gone, ${label}`, async () => {
    const dir = process.env[env] && path.resolve(process.env[env]);
    assert.ok(dir, `${env} names the build to serve`);
    const site = await serve(() => dir, base);
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
    assert.deepEqual(page.problems, []);
  });
}

test('a new deploy is noticed, offered with a reload, and replaces the old cache', async () => {
  const first = path.resolve(process.env.GPUPLAN_DIST);
  const next = path.resolve(process.env.GPUPLAN_NEXT_DIST);
  let dir = first;
  const site = await serve(() => dir, '/');
  const page = await newPage(browser);
  await open(page, 'catalog', site.url);
  await controlled(page);
  const cssOf = () => page.$eval('link[rel="stylesheet"]', (l) => new URL(l.href).pathname);
  const oldCss = await cssOf();
  const oldCaches = await page.evaluate(() => caches.keys());
  assert.equal(oldCaches.length, 1, oldCaches.join(', '));

  dir = next; // deploy the second build
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
