// Applied before the first paint so a dark-theme reader never sees a white flash. A file rather
// than an inline script, so the Content-Security-Policy can forbid inline scripts altogether.
(() => {
  let dark = false;
  try {
    const t = localStorage.getItem('theme');
    dark = t === 'dark' || (t !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {}
  document.documentElement.classList.toggle('dark', dark);
})();
