// Every field of every calculator, as the page generates it from the core's declaration, is
// read from the address the page writes (`name.key=value`): each control shows the value given,
// and no notice says a key was unknown or a value cut.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, open, CALCULATORS } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

for (const name of CALCULATORS) {
  test(`${name}: every field is read from the address`, async () => {
    const page = await newPage(browser);
    await open(page, `calc/${name}`);
    const calc = page.locator(`section.calculator[data-calculator="${name}"]`);
    // The form's controls, by key (their ids are calc-<name>-<key>), and a value for each other
    // than the one shown: a list's last option, else a figure.
    const prefix = `calc-${name}-`;
    const wanted = await calc.locator(`form [id^="${prefix}"]:is(input[type="text"], select)`).evaluateAll((controls, prefix) =>
      controls.map((c) => {
        const key = c.id.slice(prefix.length);
        if (c.tagName === 'SELECT') {
          const values = [...c.options].map((o) => o.value).filter((v) => v !== c.value);
          return [key, values[values.length - 1] ?? c.value];
        }
        return [key, c.value === '12' ? '13' : '12'];
      }), prefix);
    assert.ok(wanted.length >= 3, `${name}: ${JSON.stringify(wanted)}`);
    const query = new URLSearchParams(wanted.map(([k, v]) => [`${name}.${k}`, v]));
    await open(page, `calc/${name}?${query}`);
    // The address is read once the app is live; wait for the first field to show it.
    const [firstKey, firstValue] = wanted[0];
    await page.waitForFunction(([id, v]) => document.getElementById(id)?.value === v, [`${prefix}${firstKey}`, firstValue]);
    for (const [key, value] of wanted) {
      assert.equal(await page.locator(`#${prefix}${key}`).inputValue(), value, `${name}.${key}`);
    }
    assert.equal(await calc.locator('.notice[role="status"]').count(), 0, `${name}: a notice`);
    assert.deepEqual(page.problems, [], name);
    await page.context().close();
  });
}
