// Light or dark: the system's choice (prefers-color-scheme) until the person picks one,
// which is remembered in localStorage. styles.css reads <html data-theme>.
export type Theme = 'light' | 'dark';

const storage_key = 'sandtable.theme';

/** The theme picked with the toggle, if any. */
export function storedTheme(): Theme | null {
  const value = localStorage.getItem(storage_key);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme on screen now. */
export function currentTheme(): Theme {
  return storedTheme() ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

/** Applies the remembered theme (call before the first render). */
export function applyStoredTheme(): void {
  const theme = storedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
}

/** Picks a theme and remembers it. */
export function setTheme(theme: Theme): void {
  localStorage.setItem(storage_key, theme);
  document.documentElement.dataset.theme = theme;
}
