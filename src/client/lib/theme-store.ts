import { useSyncExternalStore } from 'react';

/** Same key and rule as public/theme-init.js, which applies the theme before first paint. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readSaved(): Theme | null {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

/** The saved choice, else the system preference (what theme-init.js applied). */
export function resolveTheme(): Theme {
  const saved = readSaved();
  if (saved) return saved;
  return systemPrefersDark() ? 'dark' : 'light';
}

let current: Theme = resolveTheme();

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme) {
  current = theme;
  apply(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function toggleTheme() {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage and the system preference (tests, and other tabs changing the choice). */
export function syncTheme() {
  current = resolveTheme();
  apply(current);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  apply(current);
  // Another tab changed the choice: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) syncTheme();
  });
  // No saved choice yet: follow the system setting as it changes.
  if (typeof window.matchMedia === 'function') {
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
      if (!readSaved()) syncTheme();
    });
  }
}

function paintedTheme(): Theme {
  return 'light';
}

export function useTheme() {
  // The server paints pages with the light theme's words (its colours come from the CSS and
  // theme-init.js); taking such a page over, the app first renders the same, then the theme.
  const theme = useSyncExternalStore(subscribe, getTheme, paintedTheme);
  return { theme, setTheme, toggleTheme };
}
