// The few line icons the shell uses, drawn at 24x24 with the text colour.
const common = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' } as const;

export const HomeIcon = () => <svg {...common}><path d="M3 11 12 4l9 7" /><path d="M5 10v10h14V10" /></svg>;
export const DiceIcon = () => <svg {...common}><rect x="4" y="4" width="16" height="16" rx="3" /><circle cx="9" cy="9" r="1" /><circle cx="15" cy="15" r="1" /><circle cx="15" cy="9" r="1" /><circle cx="9" cy="15" r="1" /></svg>;
export const GamesIcon = () => <svg {...common}><path d="M4 20V5l8 3 8-3v15l-8 3z" /><path d="M12 8v15" /></svg>;
export const BackIcon = () => <svg {...common}><path d="M15 5l-7 7 7 7" /></svg>;
export const ThemeIcon = () => <svg {...common}><circle cx="12" cy="12" r="8" /><path d="M12 4a8 8 0 0 0 0 16z" fill="currentColor" /></svg>;
