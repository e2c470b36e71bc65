// Reading pages load no wasm: the build marks them <html data-app="static">. Their links are
// ordinary links, the banner's search is a GET form, its menu a <details>, and this script does
// the things left: the theme choice, keeping the reader's section when switching language, and
// on the not-found page, showing it in the address's language.
// On every page it closes the banner's menu on Escape or a tap outside it, remembers the
// language the reader switches to, and on the home page it honours that choice (or, on a first
// visit, the browser's preference for Chinese).
//
// A chapter with calculators is marked data-app="deferred": it reads the same way, and holds the
// app's loader in <template id="gpuplan-app">. This script puts the loader into the page when a
// calculator comes within a screen of the window, or takes focus or a tap; the app then
// hydrates the whole page and this script's handlers stand down. On pages the app hydrates at
// once this script does nothing more.
(() => {
  const root = document.documentElement;
  const how = root.dataset.app;
  // The not-found page (404.html, which the host serves at every unknown address) is written in
  // Chinese, with the English page held in a <template>: at an address outside the Chinese pages
  // the English one takes its place. Without script the Chinese page stays.
  const english = document.getElementById('not-found-en');
  if (how === 'static' && english instanceof HTMLTemplateElement) {
    const base = new URL(document.baseURI).pathname;
    const here = location.pathname.startsWith(base)
      ? location.pathname.slice(base.length)
      : location.pathname.replace(/^\//, '');
    if (here.endsWith('/')) {
      // A page's address with a slash at the end (`guide/en/cost-models/`): the page itself.
      location.replace(base + here.replace(/\/+$/, '') + location.search + location.hash);
      return;
    }
    if (/^(zh|guide\/zh)(\/|$)/.test(here)) {
      document.title = english.dataset.titleZh;
      english.remove();
    } else {
      document.getElementById('app').replaceChildren(document.importNode(english.content, true));
      root.lang = 'en';
      document.title = english.dataset.titleEn;
    }
  }
  const LANG = 'gpuplan.lang';
  const stored = () => {
    try {
      return localStorage.getItem(LANG);
    } catch (_) {
      return null;
    }
  };
  // On every page: the language switch remembers the reader's choice.
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element && e.target.closest('.lang-switch a[hreflang]');
    if (!link) return;
    try {
      localStorage.setItem(LANG, link.getAttribute('hreflang') === 'zh' ? 'zh' : 'en');
    } catch (_) {
      // Storage full or blocked: the choice is not remembered.
    }
  }, { capture: true });
  // On every page: the banner's menu (a <details>, which opens without script) closes with
  // Escape, giving focus back to its button, and when the reader taps outside it. The app never
  // sets `open`, so this stays right once it is live.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const menu = document.querySelector('details.site-menu[open]');
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (e) => {
    const menu = document.querySelector('details.site-menu[open]');
    if (menu && e.target instanceof Node && !menu.contains(e.target)) menu.open = false;
  });
  // The home page's address names no language: a first visit goes to the Chinese home page when
  // the browser prefers Chinese, and a later one to the language the reader chose. Any other
  // address names its language and is never redirected.
  const app = document.getElementById('app');
  if (app && app.dataset.route === '/' && !location.search && !location.hash) {
    const choice = stored();
    const prefersZh = (navigator.languages || [navigator.language || ''])
      .slice(0, 1)
      .some((l) => /^zh\b/i.test(l));
    if (choice === 'zh' || (choice === null && prefersZh)) {
      location.replace(new URL('zh', document.baseURI).href);
      return;
    }
  }
  if (how !== 'static' && how !== 'deferred') return;
  const KEY = 'gpuplan.theme';
  // Handlers end once the app is live: it does both jobs itself.
  const stop = new AbortController();
  const on = { signal: stop.signal };

  const read = () => {
    try {
      const t = localStorage.getItem(KEY);
      return t === 'light' || t === 'dark' ? t : 'system';
    } catch (_) {
      return 'system';
    }
  };

  const select = document.getElementById('theme');
  if (select) {
    select.value = read();
    select.addEventListener('change', () => {
      const t = select.value === 'light' || select.value === 'dark' ? select.value : 'system';
      if (t === 'system') delete root.dataset.theme;
      else root.dataset.theme = t;
      try {
        if (t === 'system') localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, t);
      } catch (_) {
        // Storage full or blocked: the choice lasts for this page.
      }
    }, on);
  }

  // The other language's page at the section being read: both languages share their anchors.
  // The section is the last heading whose top is above the upper part of the window.
  for (const link of document.querySelectorAll('.lang-switch a[href]')) {
    link.addEventListener('click', () => {
      let id = '';
      for (const h of document.querySelectorAll('article h2[id], article h3[id]')) {
        if (h.getBoundingClientRect().top <= 120) id = h.id;
        else break;
      }
      const url = new URL(link.getAttribute('href'), document.baseURI);
      url.hash = id;
      link.href = url.href;
    }, on);
  }

  // The home page's "continue where you left off": each entry names the storage key a tool keeps
  // its state under, and shows when that record reads (a form's {v: 1, state: [...]} record, or
  // an estimate's JSON with its lines). Missing, blocked or corrupt storage shows nothing.
  const resume = document.getElementById('continue');
  if (resume) {
    const reads = (key, kind) => {
      try {
        const record = JSON.parse(localStorage.getItem(key) ?? 'null');
        if (!record || typeof record !== 'object') return false;
        return kind === 'estimate' ? Array.isArray(record.lines) : record.v === 1 && Array.isArray(record.state);
      } catch (_) {
        return false;
      }
    };
    let any = false;
    for (const item of resume.querySelectorAll('li[data-saved]')) {
      const saved = reads(item.dataset.saved, item.dataset.record);
      item.hidden = !saved;
      any ||= saved;
    }
    resume.hidden = !any;
  }

  const held = document.getElementById('gpuplan-app');
  if (how !== 'deferred' || !(held instanceof HTMLTemplateElement)) return;
  const calculators = document.querySelectorAll('section.calculator');
  let seen = null;
  const load = () => {
    if (!held.isConnected) return;
    held.remove();
    if (seen) seen.disconnect();
    // Imported nodes run: the preloads fetch, and the module script (allowed by its hash in
    // the page's policy) starts the app.
    document.head.append(document.importNode(held.content, true));
    new MutationObserver((_, watch) => {
      if (root.dataset.app === 'live') {
        stop.abort();
        watch.disconnect();
      }
    }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
  };
  for (const event of ['focusin', 'pointerdown']) {
    document.addEventListener(event, (e) => {
      if (e.target instanceof Element && e.target.closest('section.calculator')) load();
    }, { capture: true, signal: stop.signal });
  }
  if (!('IntersectionObserver' in window)) {
    load();
    return;
  }
  seen = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) load();
  }, { rootMargin: '100% 0px' });
  for (const c of calculators) seen.observe(c);
})();
