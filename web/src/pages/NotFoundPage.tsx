import { Page } from '../components/Page';
import type { RouteProps } from '../router';

/** An address the app does not know. */
export function NotFoundPage({ route }: RouteProps) {
  return (
    <Page title="Not found" back="#/">
      <p>There is no page at <span class="mono">{route.path}</span>.</p>
      <a class="button primary" href="#/">Home</a>
    </Page>
  );
}
