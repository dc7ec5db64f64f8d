import { useTheme } from '@client/lib/theme-store';
import { Moon, Sun } from 'lucide-react';
import { barButton } from './bar-styles';

/** §2: labelled with the theme it switches to — "Dark" in the light theme, "Light" in the dark one. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const target = theme === 'dark' ? 'Light' : 'Dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      title={`Switch to the ${target.toLowerCase()} theme`}
      className={`${barButton} px-2.5 sm:px-3 [&_svg]:size-4`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      <span>{target}</span>
    </button>
  );
}
