import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** A rule set's calculator (#/calc/:ruleset/:calculator?field=value...): its form from the input specification, its answer. Not built yet: renders its title only. */
export function CalculatorPage({ route }: RouteProps) {
  return <Page title={`${route.params.ruleset}.${route.params.calculator}`} back="#/" />;
}
