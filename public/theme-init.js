// Applies the saved colour scheme before first paint (no flash). Kept external for the CSP.
(() => {
  try {
    var saved = localStorage.getItem('vite-ui-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
