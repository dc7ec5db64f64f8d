// Applies the saved colour scheme before first paint (no flash). Kept external for the CSP.
(() => {
  try {
    const saved = localStorage.getItem('vite-ui-theme');
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // storage blocked: keep the light default
  }
})();
