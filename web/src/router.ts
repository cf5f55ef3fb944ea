// A hash router: `#/calc/mininap/fire?strength=4` -> the route `calc` with params and query.
// Route state lives in the address (the query part of the hash), so a result is shared as a link.
import { useEffect, useState } from 'preact/hooks';

/** The app's routes, first match wins. `:name` matches one path segment. */
export const routes = {
  home: '/',
  dice: '/dice',
  games: '/games',
  rules: '/rules/:id',
  calc: '/calc/:ruleset/:calculator',
  game: '/game/:id',
  table: '/table/:game',
  join: '/join',
  hun: '/hun',
  patrol: '/hun/patrol',
  charge: '/hun/charge',
} as const;

export type RouteName = keyof typeof routes;

export interface Route {
  name: RouteName | 'not-found';
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** Matches one path against a pattern; its params, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** Reads a location hash ("#/dice?expr=2d6") into a route. */
export function parseHash(hash: string): Route {
  const text = hash.replace(/^#/, '') || '/';
  const q = text.indexOf('?');
  const path = q < 0 ? text : text.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : text.slice(q + 1));
  for (const [name, pattern] of Object.entries(routes) as [RouteName, string][]) {
    const params = matchPath(pattern, path);
    if (params) return { name, path, params, query };
  }
  return { name: 'not-found', path, params: {}, query };
}

/** A link's href: href('/dice', {expr: '2d6'}) -> "#/dice?expr=2d6". Empty values are left out. */
export function href(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `#${path}${text ? `?${text}` : ''}`;
}

/** Puts a page's state into the address without a new history entry (the back button still leaves the page). */
export function replaceQuery(query: Record<string, string | number | boolean | undefined>): void {
  const { path } = parseHash(location.hash);
  history.replaceState(history.state, '', href(path, query));
}

/** The current route; re-renders on every change of the hash. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseHash(location.hash));
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}

/** What every page component is given. */
export interface RouteProps {
  route: Route;
}
