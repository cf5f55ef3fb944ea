import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** The Hun's Patrol Mode. Not built yet: renders its title only. */
export function PatrolPage(_props: RouteProps) {
  return <Page title="Patrol Mode" back="#/hun" />;
}
