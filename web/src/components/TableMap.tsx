import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameMap, MapUnit, Point, TerrainPiece } from '../games/game-protocol';
import { fitView, isOf, labelsThatFit, mapExtent, nameBaseline, tapSubject, type View, zoomAbout } from '../games/map-geometry';
import { type DrawnOrder, orderAt, toTenth } from '../games/order-shapes';

export interface MapMarks {
  /** Where the selected unit's listed moves end (table coordinates, with facing). */
  moves: { x: number; y: number; facing?: number }[];
  /** Units the selected unit's listed orders aim at (fire, charge, attack). */
  targets: string[];
}

export interface TableMapProps {
  units: MapUnit[];
  /** The table and terrain, as game.state gives them. */
  map: GameMap;
  selected: string | null;
  onSelect: (name: string | null) => void;
  contact: Set<string>;
  marks?: MapMarks;
  /** Units, or commands of units, with an order due (drawn with a ring). */
  due?: Set<string>;
  /** Orders drawn as arrows and circles: those written, and candidates a tap on whose end chooses. */
  orders?: DrawnOrder[];
  onChoose?: (number: number) => void;
  /** A movable candidate (its end dragged and let go elsewhere) given at the point let go. */
  onMove?: (number: number, to: Point) => void;
}

type Pt = [number, number];
const kLabelPx = 12;


/** On the table: not removed, and standing somewhere (heavy guns behind the table have no stand). */
const onTable = (u: MapUnit) => !u.removed && u.stands.length > 0;

const centre = (u: MapUnit): Pt => {
  const all = u.stands.flat();
  return all.length ? [all.reduce((s, p) => s + p[0], 0) / all.length, all.reduce((s, p) => s + p[1], 0) / all.length] : [u.x, u.y];
};

/** The terrain, drawn once per scenario (y flipped: the table's y runs up, the screen's down). */
function TerrainLayer({ terrain, depth }: { terrain: TerrainPiece[]; depth: number }) {
  const pts = (ps: Pt[]) => ps.map(([x, y]) => `${x},${depth - y}`).join(' ');
  return (
    <g class="terrain" aria-hidden="true">
      {/* Objectives last: an outline over the ground they lie on. */}
      {[...terrain].sort((a, b) => Number(a.kind === 'objective') - Number(b.kind === 'objective')).map((t) =>
        t.area ? (
          <polygon class={`terrain-${t.kind}`} points={pts(t.area)}><title>{t.name || t.kind}</title></polygon>
        ) : t.line ? (
          <polyline class={`terrain-${t.kind}`} points={pts(t.line)} stroke-width={t.width_cm ?? 1}>
            <title>{t.name || t.kind}</title>
          </polyline>
        ) : null,
      )}
    </g>
  );
}

/** The selected unit's zones of fire and its move and charge distances, drawn under the units. */
function ReachLayer({ unit, depth, scale }: { unit: MapUnit; depth: number; scale: number }) {
  const pts = (ps: Pt[]) => ps.map(([x, y]) => `${x},${depth - y}`).join(' ');
  const reach = unit.reach_cm;
  return (
    <g class="reach-zones" aria-hidden="true">
      {(unit.fire_zones ?? []).map((zone) => <polygon class="fire-zone" points={pts(zone)} />)}
      {reach && <circle class="move-reach" cx={unit.x} cy={depth - unit.y} r={reach.move} stroke-width={1.5 / scale} />}
      {reach?.charge && <circle class="charge-reach" cx={unit.x} cy={depth - unit.y} r={reach.charge} stroke-width={1.5 / scale} />}
    </g>
  );
}

/** The orders: an arrow from the unit to a move's end or a shot's target, or a bombardment's
 * circle; a candidate's end is a dot a finger can tap (its list button does the same). */
function OrdersLayer({ orders, depth, scale }: { orders: DrawnOrder[]; depth: number; scale: number }) {
  const head = 9 / scale;
  return (
    <g class="orders-drawn" aria-hidden="true">
      {orders.map((o) => {
        const [tx, ty] = [o.to[0], depth - o.to[1]];
        const cls = `order kind-${o.kind} ${o.number === undefined ? 'written' : 'candidate'}`;
        let shaft = null;
        if (o.from && !o.radius) {
          const [fx, fy] = [o.from[0], depth - o.from[1]];
          const len = Math.hypot(tx - fx, ty - fy);
          if (len > 0) {
            const [ux, uy] = [(tx - fx) / len, (ty - fy) / len];
            const back: Pt = [tx - ux * Math.min(head, len), ty - uy * Math.min(head, len)];
            const side: Pt = [-uy * head * 0.45, ux * head * 0.45];
            shaft = (
              <>
                <line class="order-shaft" x1={fx} y1={fy} x2={back[0]} y2={back[1]} stroke-width={2.5 / scale} />
                <polygon class="order-head" points={`${tx},${ty} ${back[0] + side[0]},${back[1] + side[1]} ${back[0] - side[0]},${back[1] - side[1]}`} />
              </>
            );
          }
        }
        return (
          <g class={cls} data-number={o.number}>
            <title>{o.label}</title>
            {o.radius && <circle class="order-circle" cx={tx} cy={ty} r={o.radius} stroke-width={2 / scale} />}
            {shaft}
            {o.number !== undefined && <circle class="order-end" cx={tx} cy={ty} r={6 / scale} stroke-width={1.5 / scale} />}
          </g>
        );
      })}
    </g>
  );
}

/** In words, what the shading and rings around the selected unit mean. */
export function reachCaption(unit: MapUnit): string | null {
  const parts: string[] = [];
  if (unit.fire_zones?.length) parts.push('shaded: where it could fire');
  if (unit.reach_cm) {
    parts.push(`ring: its move of ${unit.reach_text ?? `${unit.reach_cm.move} cm`}`);
    if (unit.reach_cm.charge) parts.push(`dotted ring: its charge of ${unit.reach_cm.charge} cm`);
  }
  return parts.length ? `${unit.name}, ${parts.join('; ')} (in the open)` : null;
}

/** While an order's end is dragged: what letting go there gives. */
export function dragCaption(order: DrawnOrder, [x, y]: Pt): string {
  const at = `(${toTenth(x).toFixed(1)}, ${toTenth(y).toFixed(1)})`;
  const far = order.from ? `, ${Math.hypot(x - order.from[0], y - order.from[1]).toFixed(1)} cm` : '';
  return `Let go to order: ${order.kind} ${order.radius ? 'at' : 'to'} ${at}${far}`;
}

/** The map of the table: terrain, every stand with its front edge, names, contact and the selection; pan, pinch and zoom. */
export function TableMap({ units, map, selected, onSelect, contact, marks, due, orders = [], onChoose, onMove }: TableMapProps) {
  const box = useRef<SVGSVGElement>(null);
  const layer = useRef<SVGGElement>(null);
  const { width, depth } = mapExtent(map, units);
  const terrain = map.terrain;
  const [view, setView] = useState<View | null>(null);
  const live = useRef<View | null>(null);
  const pointers = useRef(new Map<number, Pt>());
  const gesture = useRef<{ moved: boolean; start: Pt } | null>(null);
  // A movable candidate's end being dragged, and where it is now (table cm).
  const [drag, setDrag] = useState<{ order: DrawnOrder; to: Pt } | null>(null);
  const dragging = useRef<{ order: DrawnOrder; to: Pt } | null>(null);

  // Fit the table to the box once it has a size.
  useEffect(() => {
    const r = box.current!.getBoundingClientRect();
    const v = fitView(width, depth, r.width, r.height);
    live.current = v;
    setView(v);
  }, [width, depth]);

  const apply = (v: View) => {
    live.current = v;
    layer.current?.setAttribute('transform', `translate(${v.x} ${v.y}) scale(${v.scale})`);
  };
  const commit = () => live.current && setView({ ...live.current });
  const local = (e: PointerEvent | WheelEvent): Pt => {
    const r = box.current!.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  const tableAt = ([px, py]: Pt): Pt => {
    const v = live.current!;
    return [(px - v.x) / v.scale, depth - (py - v.y) / v.scale];
  };
  const endDrag = () => {
    dragging.current = null;
    setDrag(null);
  };

  const onPointerDown = (e: PointerEvent) => {
    box.current!.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    gesture.current = { moved: pointers.current.size > 1, start: local(e) };
    // A finger on a movable candidate's end drags it; a second finger makes it a pinch again.
    if (pointers.current.size > 1) return endDrag();
    if (!onMove || !live.current) return;
    const [tx, ty] = tableAt(local(e));
    const order = orderAt(orders, tx, ty, 28 / live.current.scale, true);
    if (order) dragging.current = { order, to: order.to };
  };
  const onPointerMove = (e: PointerEvent) => {
    const was = pointers.current.get(e.pointerId);
    const v = live.current;
    if (!was || !v) return;
    const now = local(e);
    const g = gesture.current!;
    if (Math.hypot(now[0] - g.start[0], now[1] - g.start[1]) > 6) g.moved = true;
    if (dragging.current) {
      if (g.moved) {
        dragging.current = { ...dragging.current, to: tableAt(now) };
        setDrag(dragging.current);
      }
    } else if (pointers.current.size === 1) {
      apply({ ...v, x: v.x + now[0] - was[0], y: v.y + now[1] - was[1] });
    } else {
      // Pinch: zoom by the change of the two pointers' spread, about their midpoint; pan with it.
      const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)![1];
      const before = Math.hypot(was[0] - other[0], was[1] - other[1]);
      const after = Math.hypot(now[0] - other[0], now[1] - other[1]);
      const mid: Pt = [(now[0] + other[0]) / 2, (now[1] + other[1]) / 2];
      const shifted = { ...v, x: v.x + (now[0] - was[0]) / 2, y: v.y + (now[1] - was[1]) / 2 };
      apply(before > 0 ? zoomAbout(shifted, after / before, mid[0], mid[1]) : shifted);
    }
    pointers.current.set(e.pointerId, now);
  };
  const onPointerUp = (e: PointerEvent) => {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) return;
    const dragged = dragging.current;
    endDrag();
    if (dragged && g?.moved && e.type === 'pointerup') {
      onMove!(dragged.order.number!, dragged.to);
      return;
    }
    if (g && !g.moved) tap(local(e));
    commit();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    if (!live.current) return;
    const [px, py] = local(e);
    apply(zoomAbout(live.current, Math.exp(-e.deltaY / 300), px, py));
    commit();
  };
  // The buttons zoom about the selected unit (so it stays in view), else the middle of the box.
  const zoomButton = (factor: number) => {
    const r = box.current!.getBoundingClientRect();
    const v = live.current;
    if (!v) return;
    const sel = units.find((u) => isOf(u, selected) && onTable(u));
    const [px, py] = sel ? [v.x + centre(sel)[0] * v.scale, v.y + (depth - centre(sel)[1]) * v.scale] : [r.width / 2, r.height / 2];
    apply(zoomAbout(v, factor, px, py));
    commit();
  };
  const fit = () => {
    const r = box.current!.getBoundingClientRect();
    apply(fitView(width, depth, r.width, r.height));
    commit();
  };

  /** Gives the candidate order whose end is under a tap, else selects the unit (or its command
   * with orders due) nearest it, within a fingertip (28 px). */
  const tap = (at: Pt) => {
    const v = live.current!;
    const [tx, ty] = tableAt(at);
    const order = onChoose ? orderAt(orders, tx, ty, 28 / v.scale) : null;
    if (order?.number !== undefined) {
      onChoose!(order.number);
      return;
    }
    let best: MapUnit | null = null;
    let bestDist = 28 / v.scale;
    for (const u of units) {
      if (!onTable(u)) continue;
      const [cx, cy] = centre(u);
      const d = Math.hypot(cx - tx, cy - ty);
      if (d < bestDist) ((best = u), (bestDist = d));
    }
    onSelect(best ? tapSubject(best, due ?? new Set()) : null);
  };

  const terrainLayer = useMemo(() => <TerrainLayer terrain={terrain} depth={depth} />, [terrain, depth]);
  const scale = view?.scale ?? 1;
  const font = kLabelPx / scale;
  // Names that fit without overlapping: the selected unit's first, then those with orders due.
  const isDue = (u: MapUnit) => !!due && [...due].some((key) => isOf(u, key));
  const named = useMemo(() => labelsThatFit(units.filter(onTable).map((u) => {
    const [cx] = centre(u);
    return { name: u.name, x: cx, y: nameBaseline(u, depth, font) - font * 0.35, rank: isOf(u, selected) ? 0 : isDue(u) ? 1 : 2 };
  }), font, width), [units, selected, due, width, depth, font]);
  const unitLayer = useMemo(() => {
    const pts = (ps: Pt[]) => ps.map(([x, y]) => `${x},${depth - y}`).join(' ');
    const byName = new Map(units.map((u) => [u.name, u]));
    const sel = selected ? byName.get(selected) : undefined;
    return (
      <g class="units">
        {sel && !sel.removed && <ReachLayer unit={sel} depth={depth} scale={scale} />}
        {units.filter(onTable).map((u) => {
          const [cx, cy] = centre(u);
          const cls = `unit side-${u.side}${isOf(u, selected) ? ' selected' : ''}${contact.has(u.name) ? ' contact' : ''}${isDue(u) ? ' due' : ''}`;
          return (
            <g class={cls} data-unit={u.name} data-x={cx.toFixed(2)} data-y={cy.toFixed(2)}>
              {contact.has(u.name) && <circle class="contact-ring" cx={cx} cy={depth - cy} r={8 / scale + 2} />}
              {u.stands.map((s) => (
                <>
                  <polygon class="stand" points={pts(s)} />
                  <line class="front" x1={s[0][0]} y1={depth - s[0][1]} x2={s[1][0]} y2={depth - s[1][1]} />
                </>
              ))}
            </g>
          );
        })}
        <OrdersLayer orders={orders} depth={depth} scale={scale} />
        {/* The names over every stand and arrow, so nothing drawn later covers one. */}
        <g class="map-names" aria-hidden="true">
          {units.filter((u) => named.has(u.name)).map((u) => (
            <text class="unit-name" x={named.get(u.name)} y={nameBaseline(u, depth, font)} font-size={font} stroke-width={font / 4}>{u.name}</text>
          ))}
        </g>
        {sel && marks && (
          <g class="marks" aria-hidden="true">
            {marks.targets.map((t) => {
              const target = byName.get(t);
              if (!target) return null;
              const [ax, ay] = centre(sel);
              const [bx, by] = centre(target);
              return <line class="aim" x1={ax} y1={depth - ay} x2={bx} y2={depth - by} stroke-width={2 / scale} />;
            })}
            {marks.moves.map((m) => (
              <circle class="reach" cx={m.x} cy={depth - m.y} r={4 / scale} />
            ))}
          </g>
        )}
      </g>
    );
  }, [units, selected, contact, marks, due, depth, scale, named, font, orders]);

  const selectedUnit = units.find((u) => u.name === selected && onTable(u));
  const transform = view ? `translate(${view.x} ${view.y}) scale(${view.scale})` : undefined;
  return (
    <div class="table-map">
      <svg ref={box} class="table-map-svg" style={{ aspectRatio: `${width + 4} / ${depth + 4}` }} role="img" aria-label={`Map of the table${map.table ? `, ${width} by ${depth} cm` : ''}; drag to pan, pinch or use the buttons to zoom, tap a unit`}
        onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} onWheel={onWheel}>
        {view && (
          <g ref={layer} transform={transform}>
            {map.table && <rect class="table-top" x={0} y={0} width={width} height={depth} stroke-width={1.5 / scale} />}
            {terrainLayer}
            {unitLayer}
            {drag && (
              <g class="order-drag">
                <OrdersLayer orders={[{ ...drag.order, to: drag.to, number: undefined }]} depth={depth} scale={scale} />
              </g>
            )}
          </g>
        )}
      </svg>
      <div class="map-buttons">
        <button type="button" class="button" aria-label="Zoom in" onClick={() => zoomButton(1.6)}>+</button>
        <button type="button" class="button" aria-label="Zoom out" onClick={() => zoomButton(1 / 1.6)}>−</button>
        <button type="button" class="button" aria-label="Fit the table" onClick={fit}>Fit</button>
      </div>
      {drag && <p class="map-caption drag-caption" data-testid="drag-caption">{dragCaption(drag.order, drag.to)}</p>}
      {!drag && selectedUnit && reachCaption(selectedUnit) && <p class="map-caption muted" data-testid="reach-caption">{reachCaption(selectedUnit)}</p>}
    </div>
  );
}
