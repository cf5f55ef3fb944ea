import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** The saved and open games, to resume or start one. Not built yet: renders its title only. */
export function GamesPage(_props: RouteProps) {
  return <Page title="Games" back="#/" />;
}
