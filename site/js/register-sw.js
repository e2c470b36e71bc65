// Registers gpuplan's service worker under the site's base path and offers a reload when a new
// deploy has been downloaded. Builds its banner with DOM calls only; no markup is parsed.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const scope = new URL('./', document.baseURI);
  const words = document.documentElement.lang.startsWith('zh')
    ? { text: '新版本已就绪', button: '重新加载' }
    : { text: 'New version ready', button: 'Reload' };

  function offerReload(worker) {
    if (document.getElementById('sw-update')) return;
    const bar = document.createElement('div');
    bar.id = 'sw-update';
    bar.className = 'sw-update';
    bar.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent = `${words.text} — `;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = words.button;
    button.addEventListener('click', () => {
      wanted = true;
      worker.postMessage('skip-waiting');
    });
    bar.append(text, button);
    document.body.append(bar);
  }

  // The first install also changes the controller (the worker claims open pages); only the
  // reader's click on the banner reloads.
  let wanted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (wanted) {
      wanted = false;
      location.reload();
    }
  });

  window.addEventListener('load', async () => {
    try {
      const reg = await navigator.serviceWorker.register(new URL('sw.js', scope), {
        scope: scope.pathname,
      });
      // A worker already waiting, or one that finishes installing while a page is controlled,
      // is a new deploy.
      if (reg.waiting && navigator.serviceWorker.controller) offerReload(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const next = reg.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && navigator.serviceWorker.controller) offerReload(next);
        });
      });
    } catch (err) {
      console.warn('gpuplan: offline use is unavailable:', err);
    }
  });
})();
