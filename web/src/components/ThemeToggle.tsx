import { useState } from 'preact/hooks';
import { currentTheme, setTheme } from '../theme';
import { ThemeIcon } from './icons';

/** Switches between the light and dark themes and remembers the choice. */
export function ThemeToggle() {
  const [theme, setShown] = useState(currentTheme);
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      class="icon-button"
      aria-label={`Use the ${other} theme`}
      onClick={() => {
        setTheme(other);
        setShown(other);
      }}
    >
      <ThemeIcon />
    </button>
  );
}
