// Reading pages (chapters, the sources pages, the home page) load no wasm: the build marks them
// <html data-app="static">. Their links are ordinary links, the banner's search is a GET form,
// and this script does the two things left: the theme choice, and keeping the reader's section
// when switching language. On pages the app hydrates it does nothing; the app does both.
(() => {
  const root = document.documentElement;
  if (root.dataset.app !== 'static') return;
  const KEY = 'gpuplan.theme';

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
    });
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
    });
  }
})();
