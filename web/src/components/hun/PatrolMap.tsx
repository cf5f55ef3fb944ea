import type { PatrolState, TableMap, TablePoint } from '../../hun/patrol-session';

const foot = 12;

/**
 * The session's table seen from above, the enemy's edge at the top: a grid of feet, the
 * players' ground and line (extended level to the side edges, as the engine reads it), and
 * each enemy unit where it appeared, by its number.
 */
export function PatrolMap({ map, enemy, latest }: { map: TableMap; enemy: PatrolState['enemy']; latest?: number }) {
  const { width: w, depth: d } = map;
  const svg = ([x, y]: TablePoint) => `${x},${d - y}`;
  const first = map.line[0];
  const last = map.line[map.line.length - 1];
  const line = [[0, first[1]] as TablePoint, ...map.line, [w, last[1]] as TablePoint].map(svg).join(' ');
  const placed = enemy.filter((e) => e.at);
  const r = Math.max(w, d) / 36;
  // Units that appeared at one place (a unit and its general) stand side by side.
  const at = (e: (typeof placed)[number]) => String(e.at);
  const sharing = (e: (typeof placed)[number]) => placed.filter((o) => at(o) === at(e));
  const grid = (to: number) => Array.from({ length: Math.floor((to - 1) / foot) }, (_, i) => (i + 1) * foot);
  return (
    <figure class="patrol-map">
      <svg viewBox={`${-r} ${-r} ${w + 2 * r} ${d + 2 * r}`} role="img"
        aria-label={`The table, ${w} by ${d} inches: your line and ${placed.length} enemy ${placed.length === 1 ? 'unit' : 'units'} placed`}>
        <rect class="table" x={0} y={0} width={w} height={d} />
        {grid(w).map((x) => <line class="grid" x1={x} y1={0} x2={x} y2={d} />)}
        {grid(d).map((y) => <line class="grid" x1={0} y1={y} x2={w} y2={y} />)}
        <polygon class="players-ground" points={`${line} ${w},${d} 0,${d}`} />
        <polyline class="front-line" points={line} />
        {placed.map((e) => {
          const group = sharing(e);
          const [x0, y] = e.at as TablePoint;
          const x = x0 + (group.indexOf(e) - (group.length - 1) / 2) * 2.2 * r;
          return (
            <g class={`enemy-mark${e.id === latest ? ' latest' : ''}`} data-id={e.id}>
              <circle cx={x} cy={d - y} r={r} />
              <text x={x} y={d - y} font-size={r * 1.15} text-anchor="middle" dominant-baseline="central">{e.id}</text>
            </g>
          );
        })}
      </svg>
      <figcaption class="muted">
        Enemy edge at the top ({map.forward} is up), yours at the bottom; squares of 1 foot. Your line in red, the enemy by number.
      </figcaption>
    </figure>
  );
}
