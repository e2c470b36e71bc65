// Speculation rules (site/index.html): every page offers the browser its same-site links to
// prerender when the reader hovers one, so that a page load between kinds of page, or between
// reading pages, is shown at once. While the app runs, the links it follows itself (marked
// `data-link="app"`) are left out: the browser would prerender a page the app never loads.
//
// Chromium prerenders nothing while DevTools drives it (it reports
// "PrerenderingDisabledByDevTools"), so this checks what can be seen from here, through the
// DevTools Preload domain: the rule set parses, the policy allows it, and which links are
// candidates.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Opens `path` with the Preload domain on, and gives the rule sets the page declared and a
 *  function that reads the URLs its rules make candidates, relative to the site. */
async function withRules(path) {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  const sets = [];
  let sources = [];
  cdp.on('Preload.ruleSetUpdated', (e) => sets.push(e.ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e) => { sources = e.preloadingAttemptSources; });
  await cdp.send('Preload.enable');
  await open(page, path);
  const candidates = async () => {
    // The candidates follow the page: wait until the browser has matched the rules again.
    await page.waitForTimeout(300);
    return sources
      .filter((s) => s.key.action === 'Prerender')
      .map((s) => new URL(s.key.url).href.slice(new URL(SITE).href.length))
      .sort();
  };
  return { page, sets, candidates };
}

test('a reading page offers its links to other pages for prerendering, and the policy allows the rules', async () => {
  const { page, sets, candidates } = await withRules('guide/en/why-gpu-cloud');
  assert.equal(sets.length, 1, `rule sets: ${JSON.stringify(sets)}`);
  assert.equal(sets[0].errorType, undefined, `the rules do not parse: ${sets[0].errorMessage}`);
  const urls = await candidates();
  // Another chapter, a tool and the home page, by the chapter list and the menu.
  for (const url of ['guide/en/gpu-family-map', 'catalog', '']) {
    assert.ok(urls.includes(url), `${url || 'the home page'} is not a candidate: ${urls.join(' ')}`);
  }
  assert.ok(urls.every((u) => !/^https?:/.test(u)), `a link off the site is a candidate: ${urls}`);
  assert.deepEqual(page.problems, [], 'a CSP violation or another error');
});

test('while the app runs, the links it follows itself are left out and the others stay', async () => {
  const { page, sets, candidates } = await withRules('estimate');
  assert.equal(sets.length, 1);
  assert.equal(sets[0].errorType, undefined);
  const urls = await candidates();
  // The wizard is the same bundle's page: the app moves there itself.
  assert.ok(!urls.includes('wizard'), `the in-app link to the wizard is a candidate: ${urls.join(' ')}`);
  assert.equal(await page.locator('header nav a[href$="wizard"][data-link="app"]').count(), 1);
  // The catalog and a calculator are other bundles' pages, loaded as pages.
  for (const url of ['catalog', 'calc']) {
    assert.ok(urls.includes(url), `${url} is not a candidate: ${urls.join(' ')}`);
  }
  assert.deepEqual(page.problems, []);
});
