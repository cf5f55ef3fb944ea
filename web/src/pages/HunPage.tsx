import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** The Hun at the Gates: its calculators and games. Not built yet: renders its title only. */
export function HunPage(_props: RouteProps) {
  return <Page title="The Hun at the Gates" back="#/" />;
}
