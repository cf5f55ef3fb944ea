// The orders the map draws, from the geometry the engine puts in each order's JSON (`map`):
// the orders the side writing has written this bound, and the candidate orders of the selected
// unit or command, each given by a tap on its end.
import type { Answer, ListedAction, MapState, OrderShape, Point } from './game-protocol';
import type { NumberedAction } from './map-geometry';

export interface DrawnOrder extends OrderShape {
  /** The listed action a tap on its end gives; absent for an order already written. */
  number?: number;
  /** For its style: a Low Command's `command` ("move", "assault"), a High Command's ("bombard"), else the `type` ("fire"). */
  kind: string;
  label: string;
  /** A candidate whose point (`x`, `y` in cm in its JSON) the player may drag anywhere: the
   * same order is given with the point where he lets go. */
  movable?: boolean;
}

const isFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (p: unknown): p is Point => Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v));

function drawn(action: ListedAction['action'], label: string, number?: number): DrawnOrder | null {
  const shape = action.map;
  if (!shape || !isPoint(shape.to)) return null;
  const kind = typeof action.command === 'string' && action.type !== 'fire' ? action.command : action.type;
  const out: DrawnOrder = { to: shape.to, kind, label };
  if (isPoint(shape.from)) out.from = shape.from;
  if (typeof shape.radius === 'number' && shape.radius > 0) out.radius = shape.radius;
  if (number !== undefined) out.number = number;
  if (number !== undefined && isFinite(action.x) && isFinite(action.y)) out.movable = true;
  return out;
}

/** The candidate orders among the listed actions that have a place on the map. */
export function candidateOrders(actions: NumberedAction[]): DrawnOrder[] {
  return actions.flatMap((a) => drawn(a.action, a.label, a.number) ?? []);
}

/** The orders `side` has written this bound, as the state shows them to this screen (`orders`:
 * each side's `written` list, or "hidden"). */
export function writtenOrders(state: MapState, side: string): DrawnOrder[] {
  const all = Array.isArray(state.orders) ? (state.orders as { side?: unknown; written?: unknown }[]) : [];
  const mine = all.find((o) => o.side === side);
  if (!mine || !Array.isArray(mine.written)) return [];
  return (mine.written as ListedAction['action'][]).flatMap((a) => drawn(a, '') ?? []);
}

/** The candidate whose end (an arrow's head, a circle's centre) is nearest (x, y) within
 * `reach`, in table units; with `movableOnly`, among those that may be dragged. */
export function orderAt(orders: DrawnOrder[], x: number, y: number, reach: number, movableOnly = false): DrawnOrder | null {
  let best: DrawnOrder | null = null;
  let bestDist = reach;
  for (const o of orders) {
    if (o.number === undefined || (movableOnly && !o.movable)) continue;
    const d = Math.hypot(o.to[0] - x, o.to[1] - y);
    if (d < bestDist) ((best = o), (bestDist = d));
  }
  return best;
}

/** A movable candidate given with its point where the player let go (to the millimetre, as the
 * game prints points); the map's drawing is left out, since the game reads none of it. */
export function movedAction(action: ListedAction['action'], [x, y]: Point): ListedAction['action'] {
  const { map: _drawing, ...order } = action;
  return { ...order, x: toTenth(x), y: toTenth(y) };
}

/** A length in cm to the millimetre. */
export const toTenth = (cm: number) => Math.round(cm * 10) / 10;

/** How game.do (and the server's /api/game/do) take an answer: `number` or `action`. */
export function answerArgs(answer: Answer): { number: number } | { action: ListedAction['action'] } {
  return typeof answer === 'number' ? { number: answer } : { action: answer };
}
