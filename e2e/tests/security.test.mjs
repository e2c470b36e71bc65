// The Content-Security-Policy that the build writes into the page: every route loads without a
// single violation, and the policy really stops a script the site did not ship.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, ROUTES, SITE, BASE_SITE } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A page that records every CSP violation, from before the first script runs. */
async function watchedPage() {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return page;
}

async function policyOf(page) {
  return page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
}

for (const [label, site] of [['at the root', SITE], ['under /gpuplan/', BASE_SITE]]) {
  test(`every route loads with no CSP violation ${label}`, async () => {
    const page = await watchedPage();
    for (const route of ROUTES) {
      await open(page, route, site);
      const policy = await policyOf(page);
      assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'/);
      assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'/);
      const violations = await page.evaluate(() => window.__cspViolations);
      assert.deepEqual(violations, [], `${route}: ${violations.join('; ')}`);
    }
    assert.deepEqual(page.problems, []);
  });
}

test('the policy blocks an injected inline script and string evaluation', async () => {
  const page = await watchedPage();
  await open(page, 'catalog');
  const outcome = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.append(s);
    // Code evaluated over DevTools is exempt from CSP, so the eval goes through a string timer,
    // which runs later as page code and needs 'unsafe-eval'.
    setTimeout('window.__timerRan = true;', 0);
    // Timers of the same delay run in the order they were set: once this one has run, the
    // string timer has run too, or never will.
    await new Promise((r) => setTimeout(r, 0));
    return {
      injected: window.__injected === true,
      evalBlocked: window.__timerRan !== true,
    };
  });
  assert.equal(outcome.injected, false, 'an inline script without a hash ran');
  assert.equal(outcome.evalBlocked, true, 'eval was allowed');
  // Each blocked attempt is reported by a `securitypolicyviolation` event, which comes as a task
  // of its own: wait for both reports, the inline script's and the eval's, each under script-src.
  const reported = () => ['inline', 'eval'].every((what) => window.__cspViolations
    .some((v) => v.startsWith('script-src') && v.endsWith(` blocked ${what}`)));
  await page.waitForFunction(reported, null, { timeout: 10000 }).catch(async () => {
    assert.fail(`not both reported: ${(await page.evaluate(() => window.__cspViolations)).join('; ')}`);
  });
  // The app still answers after the blocked attempts.
  await page.getByRole('link', { name: /guide|chapter/i }).first().click();
  await page.waitForSelector('main#main h1');
});
