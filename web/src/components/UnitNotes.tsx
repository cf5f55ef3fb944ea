import type { MapUnit } from '../games/game-protocol';
import { isOf } from '../games/map-geometry';

/** The condition of the unit tapped (or of every unit of the command tapped), as the engine words it. */
export function UnitNotes(p: { units: MapUnit[]; notes: Record<string, string>; selected: string | null }) {
  const shown = p.units.filter((u) => isOf(u, p.selected) && p.notes[u.name] !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul class="unit-notes" aria-label={`How ${p.selected} stands`}>
      {shown.map((u) => (
        <li>
          <strong>{u.name}</strong> {p.notes[u.name]}
        </li>
      ))}
    </ul>
  );
}
