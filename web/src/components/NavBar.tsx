import type { RouteName } from '../router';
import { DiceIcon, GamesIcon, HomeIcon } from './icons';

const tabs = [
  { label: 'Home', href: '#/', icon: HomeIcon, routes: ['home', 'rules', 'calc', 'hun', 'patrol', 'charge'] },
  { label: 'Dice', href: '#/dice', icon: DiceIcon, routes: ['dice'] },
  { label: 'Games', href: '#/games', icon: GamesIcon, routes: ['games', 'game'] },
] as const;

/** The bottom bar, in reach of the thumb: Home, Dice, Games. */
export function NavBar({ current }: { current: RouteName | 'not-found' }) {
  return (
    <nav class="bottom-bar" aria-label="Main">
      {tabs.map(({ label, href, icon: Icon, routes }) => (
        <a href={href} aria-current={(routes as readonly string[]).includes(current) ? 'page' : undefined}>
          <Icon />
          {label}
        </a>
      ))}
    </nav>
  );
}
