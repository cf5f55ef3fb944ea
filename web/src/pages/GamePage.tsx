import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** One game (#/game/:id): the map, what the game needs next, the log. Not built yet: renders its title only. */
export function GamePage({ route }: RouteProps) {
  return <Page title={`Game ${route.params.id}`} back="#/games" />;
}
