// A decision's options (game-protocol's ActionOption): switches the player turns on before
// choosing an order, each adding its fields to the orders of its type.
import type { ActionOption, ListedAction } from './game-protocol';

/** The order `action` with the fields of the options switched `on` that apply to its type,
 * the map's drawing left out (the game reads none of it back); null when none applies, so the
 * order is given as listed. */
export function withOptions(action: ListedAction['action'], options: ActionOption[], on: boolean[]): ListedAction['action'] | null {
  const applying = options.filter((o, i) => on[i] && o.type === action.type);
  if (applying.length === 0) return null;
  const { map: _drawing, ...order } = action;
  return Object.assign({ ...order }, ...applying.map((o) => o.fields));
}
