// The arithmetic behind the map: which listed actions belong to which unit, which units touch
// an enemy, and the view's pan and zoom.
import type { GameMap, ListedAction, MapUnit } from './game-protocol';

type Pt = [number, number];

/** A listed action with its number for game.do (from 1). */
export interface NumberedAction extends ListedAction {
  number: number;
}

/**
 * The listed actions grouped by what their JSON acts on: the unit (`unit`), else the command
 * (`company`, `battalion`), else the terrain piece being placed (`piece`), else the commander
 * who writes a message (`from`); those naming none under "".
 */
export function actionsByUnit(actions: ListedAction[]): Map<string, NumberedAction[]> {
  const groups = new Map<string, NumberedAction[]>();
  actions.forEach((a, i) => {
    const subject = a.action.unit ?? a.action.company ?? a.action.battalion ?? a.action.piece ?? a.action.from;
    const unit = typeof subject === 'string' ? subject : '';
    groups.set(unit, [...(groups.get(unit) ?? []), { ...a, number: i + 1 }]);
  });
  return groups;
}

/** Whether `key` (a unit's or a command's name) names this unit or a command it belongs to. */
export function isOf(unit: MapUnit, key: string | null | undefined): boolean {
  return !!key && (unit.name === key || (unit.groups ?? []).includes(key));
}

/** What a tap on a unit selects: a command of it with orders due, else the unit itself when it
 * has its own orders or belongs to no command, else its first command. */
export function tapSubject(unit: MapUnit, due: Set<string>): string {
  const groups = unit.groups ?? [];
  return groups.find((g) => due.has(g)) ?? (due.has(unit.name) || groups.length === 0 ? unit.name : groups[0]);
}

/** The squared distance from p to the segment a-b. */
function pointSegment2(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Whether p lies inside the convex polygon (corners in either winding). */
function insideConvex(p: Pt, poly: Pt[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (cross !== 0) {
      if (sign !== 0 && Math.sign(cross) !== sign) return false;
      sign = Math.sign(cross);
    }
  }
  return true;
}

/** The gap between two convex stands (0 when they touch or overlap). */
export function standGap(a: Pt[], b: Pt[]): number {
  if (a.some((p) => insideConvex(p, b)) || b.some((p) => insideConvex(p, a))) return 0;
  let best = Infinity;
  for (const [poly, other] of [[a, b], [b, a]] as const) {
    for (const p of poly) {
      for (let i = 0; i < other.length; i++) best = Math.min(best, pointSegment2(p, other[i], other[(i + 1) % other.length]));
    }
  }
  return Math.sqrt(best);
}

/** The names of units on the table touching an enemy stand (within `tolerance`, in the table's unit). */
export function unitsInContact(units: MapUnit[], tolerance = 0.05): Set<string> {
  const out = new Set<string>();
  const present = units.filter((u) => !u.removed);
  for (let i = 0; i < present.length; i++) {
    for (let j = i + 1; j < present.length; j++) {
      const u = present[i];
      const v = present[j];
      if (u.side === v.side || Math.hypot(u.x - v.x, u.y - v.y) > 20) continue;
      if (u.stands.some((s) => v.stands.some((t) => standGap(s, t) <= tolerance))) {
        out.add(u.name);
        out.add(v.name);
      }
    }
  }
  return out;
}

/** The map's view: screen px = (table - offset) * scale, with table y flipped (y up the table). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** The view that fits a table of width x depth into a box of w x h px. */
export function fitView(width: number, depth: number, w: number, h: number, margin = 8): View {
  const scale = Math.min((w - 2 * margin) / width, (h - 2 * margin) / depth);
  return { scale, x: (w - width * scale) / 2, y: (h - depth * scale) / 2 };
}

/** Zooms by `factor` keeping the screen point (px, py) over the same spot of the table. */
export function zoomAbout(view: View, factor: number, px: number, py: number, limits: [number, number] = [0.5, 200]): View {
  const scale = Math.min(limits[1], Math.max(limits[0], view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/**
 * The area the map shows, from (0, 0): the table when the scenario gives one; without one, what
 * the stands and terrain cover, so nothing is cut off (no table edge is drawn then).
 */
export function mapExtent(map: GameMap, units: MapUnit[]): { width: number; depth: number } {
  if (map.table) return { width: map.table.width_cm, depth: map.table.depth_cm };
  const points = [...units.flatMap((u) => u.stands.flat()), ...map.terrain.flatMap((t) => [...(t.area ?? []), ...(t.line ?? [])])];
  return {
    width: Math.max(1, ...points.map(([x]) => x)),
    depth: Math.max(1, ...points.map(([, y]) => y)),
  };
}

/** Where a unit's name goes, in screen-down table units: under its lowest stand corner, or over
 * its highest when under would run off the table's near edge (`depth`). */
export function nameBaseline(u: MapUnit, depth: number, font: number): number {
  const ys = [...u.stands.flat().map(([, y]) => depth - y), depth - u.y];
  const under = Math.max(...ys) + font * 1.05;
  return under <= depth ? under : Math.min(...ys) - font * 0.3;
}

/** A name to write under a unit: where (its centre, in table units) and how much it matters (lower first). */
export interface LabelWish {
  name: string;
  x: number;
  y: number;
  rank: number;
}

/**
 * The names that can be written without overlapping, `font` high (table units) and about
 * 0.65 font wide per letter (bold), the most important first, then across the table in order; each
 * name's centre x, moved in from the table's sides (0 to `width`) so none is cut off.
 */
export function labelsThatFit(wishes: LabelWish[], font: number, width = Infinity): Map<string, number> {
  const placed: { left: number; right: number; top: number; bottom: number }[] = [];
  const out = new Map<string, number>();
  for (const w of [...wishes].sort((a, b) => a.rank - b.rank || a.y - b.y || a.x - b.x)) {
    const half = (w.name.length * 0.65 * font) / 2;
    const x = 2 * half >= width ? width / 2 : Math.min(width - half, Math.max(half, w.x));
    const box = { left: x - half, right: x + half, top: w.y - font / 2, bottom: w.y + font / 2 };
    if (placed.some((p) => p.left < box.right && box.left < p.right && p.top < box.bottom && box.top < p.bottom)) continue;
    placed.push(box);
    out.set(w.name, x);
  }
  return out;
}

/**
 * The units as the map draws them: a side given by name (Mukden to Megiddo's state) becomes
 * its number; a unit without stands keeps none (an engine that gives only its place), and one
 * with neither stands nor a place (off the table) is left out.
 */
export function mapUnits(units: MapUnit[], sides: string[]): MapUnit[] {
  return units
    .filter((u) => (u.stands?.length ?? 0) > 0 || typeof u.x === 'number')
    .map((u) => {
      const side: unknown = u.side;
      return { ...u, side: typeof side === 'string' ? sides.indexOf(side) : u.side, stands: u.stands ?? [] };
    });
}
