import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** One rule set (#/rules/:id): its calculators and rulings. Not built yet: renders its title only. */
export function RulesPage({ route }: RouteProps) {
  return <Page title={`Rules: ${route.params.id}`} back="#/" />;
}
