// Applies the reader's stored theme before the first paint, so a dark choice never flashes
// light. Only the exact values "light" and "dark" count; anything else follows the system.
(() => {
  try {
    const t = localStorage.getItem('gpuplan.theme');
    if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t;
  } catch (_) {
    // Storage blocked: follow the system.
  }
})();
