import { readFileSync } from 'node:fs';
import { ThemeToggle } from '@client/app/layout/theme-toggle';
import { getTheme, setTheme, syncTheme, THEME_STORAGE_KEY } from '@client/lib/theme-store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

describe('theme (§4 Theme)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    syncTheme();
  });

  it('uses the same storage key as the pre-paint script', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    const script = readFileSync('public/theme-init.js', 'utf8');
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('starts light without a saved choice (no dark system preference in jsdom)', () => {
    expect(getTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('saves the choice and applies it to <html>', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('restores a saved choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    syncTheme();
    expect(getTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('toggle is labelled Dark in the light theme and Light in the dark theme, and persists', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: 'Dark' })).toBeInTheDocument();
  });
});
