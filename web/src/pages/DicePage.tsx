import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** The dice calculator: odds and rolls of an expression kept in the address (#/dice?expr=2d6). Not built yet: renders its title only. */
export function DicePage(_props: RouteProps) {
  return <Page title="Dice" back="#/" />;
}
