import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { percent } from '../engine/distribution';
import type { EngineError } from '../engine/engine-error';
import type { Forecast, GameEvent, GameMap, GameRequest, MapState } from '../games/game-protocol';
import { actionsByUnit, type NumberedAction, unitsInContact } from '../games/map-geometry';
import { eventText } from '../games/telling';
import { type DiceChoice, DiceEntry } from './DiceEntry';
import { DistChart } from './DistChart';
import { ErrorBox, errorFor } from './ErrorBox';
import { type MapMarks, TableMap } from './TableMap';

/** A forecast in one line: "hits on IR 44: 0 19.75% · 1 39.51% · ... (mean 1.33)". */
function ForecastLine({ f }: { f: Forecast }) {
  const rows = f.outcomes ?? [];
  return (
    <span class="odds">
      {f.what}: {rows.map((o) => `${o.label ?? o.value} ${percent(o.probability)}`).join(' · ')}
      {f.mean !== undefined && ` (mean ${f.mean.toFixed(2)})`}
    </span>
  );
}

/** Where a unit's listed orders lead: move destinations and the units aimed at. */
function marksOf(orders: NumberedAction[]): MapMarks {
  const moves: MapMarks['moves'] = [];
  const targets = new Set<string>();
  for (const { action } of orders) {
    const to = action.to as { x?: number; y?: number; facing?: number } | undefined;
    if (to && typeof to.x === 'number' && typeof to.y === 'number') moves.push({ x: to.x, y: to.y, facing: to.facing });
    if (typeof action.target === 'string') targets.add(action.target);
    for (const a of (action.attacks as { target?: string }[] | undefined) ?? []) if (a.target) targets.add(a.target);
  }
  return { moves, targets: [...targets] };
}

export interface GameBoardProps {
  state: MapState;
  map?: GameMap;
  sides: string[];
  request: GameRequest;
  log: GameEvent[];
  /** What the last change did, in words. */
  told: string[];
  busy: boolean;
  error: EngineError | null;
  /** Who answers for a side: "a person", "the AI", "you". */
  whoPlays: (side: number) => string;
  /** Whether this screen may make the roll due (a seat may be waiting for another's). */
  mayRoll: boolean;
  dice: DiceChoice;
  onDice: (dice: DiceChoice) => void;
  onAction: (number: number) => void;
  onRoll: () => void;
  /** Buttons under the map (undo, export). */
  children?: ComponentChildren;
}

/** A game on the screen: the map, the decision or roll due with its odds, the result, the log. */
export function GameBoard(p: GameBoardProps) {
  const { request, state, busy } = p;
  const groups = useMemo(() => (request.kind === 'decision' ? actionsByUnit(request.actions) : new Map<string, NumberedAction[]>()), [request]);
  // The unit the player chose for this decision; until he chooses, the one unit it concerns
  // (none when it concerns several), worked out in the same render so nothing flickers.
  const [chosen, setChosen] = useState<{ groups: Map<string, NumberedAction[]>; unit: string | null } | null>(null);
  const dueUnits = [...groups.keys()].filter(Boolean);
  const selected = chosen?.groups === groups ? chosen.unit : dueUnits.length === 1 ? dueUnits[0] : null;
  const setSelected = (unit: string | null) => setChosen({ groups, unit });
  const units = state.units ?? [];
  const contact = useMemo(() => unitsInContact(units), [units]);
  const orders = useMemo(() => (selected ? (groups.get(selected) ?? []) : []), [groups, selected]);
  const marks = useMemo(() => marksOf(orders), [orders]);
  const due = useMemo(() => new Set([...groups.keys()].filter(Boolean)), [groups]);
  const sideName = (side: number) => p.sides[side] ?? `side ${side}`;
  const verb = request.kind === 'dice' ? 'roll' : 'answer';

  return (
    <>
      <div class="game-status" aria-live="polite">
        {state.turn !== undefined && <span data-testid="turn">Turn {state.turn}</span>}
        {state.phase && <span class="muted">{state.phase}</span>}
        {request.kind !== 'game_over' && <span class="whose">{sideName(request.side)} to {verb} ({p.whoPlays(request.side)})</span>}
      </div>
      {units.length > 0 && (
        <TableMap units={units} map={p.map ?? { table: null, terrain: [] }} selected={selected} onSelect={setSelected}
          contact={contact} marks={marks} due={due} />
      )}
      {p.children}
      <ErrorBox error={p.error} />
      {p.told.length > 0 && (
        <div class="told" aria-live="polite" aria-label="What happened">
          {p.told.map((line) => <div>{line}</div>)}
        </div>
      )}

      {request.kind === 'decision' && (
        <section aria-label="The decision due">
          <p><strong>{request.prompt}</strong></p>
          {selected && orders.length > 0 && (
            <>
              <h2 class="section-title">Orders for {selected}</h2>
              <ul class="orders" aria-label={`Orders for ${selected}`}>
                {orders.map((o) => (
                  <li>
                    <button type="button" class="button" disabled={busy} onClick={() => p.onAction(o.number)}>
                      <span>
                        {o.label}
                        {(o.forecasts ?? []).map((f) => <ForecastLine f={f} />)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {selected && orders.length === 0 && <p class="muted">{selected} has no order due now.</p>}
          {(!selected || orders.length === 0) && (
            <div class="row" role="group" aria-label="Units with orders due">
              {[...due].map((unit) => (
                <button type="button" class="button" onClick={() => setSelected(unit)}>{unit}</button>
              ))}
              {/* Actions on no unit (end the moves, bring on the aircraft) after the units, each a button. */}
              {(groups.get('') ?? []).map((a) => (
                <button type="button" class="button" disabled={busy} onClick={() => p.onAction(a.number)}>{a.label}</button>
              ))}
            </div>
          )}
        </section>
      )}
      {request.kind === 'waiting' && (
        <section aria-label="Waiting">
          <p><strong>Waiting for {sideName(request.side)}</strong> to decide. This screen changes when they have.</p>
        </section>
      )}
      {request.kind === 'dice' && (
        <section aria-label="The roll due">
          <p><strong>{sideName(request.side)} rolls {request.notation}</strong>: {request.reason}</p>
          {p.mayRoll ? (
            <>
              {/* The roll first, within a thumb's reach; its odds below for whoever wants them. */}
              <DiceEntry value={p.dice} onChange={p.onDice} label={`Dice for ${request.notation}`} error={errorFor(p.error, 'dice')} />
              <button type="button" class="button primary wide" disabled={busy} onClick={p.onRoll}>Roll</button>
            </>
          ) : (
            <p class="muted">Another seat makes this roll.</p>
          )}
          {request.labelled_outcome && <DistChart dist={request.labelled_outcome} title={request.reason} />}
          {request.outcome && <DistChart dist={request.outcome} title={request.reason} />}
        </section>
      )}
      {request.kind === 'game_over' && (
        <section aria-label="The result">
          <p><strong>The game is over{request.winner !== null ? `: ${sideName(request.winner)} won` : ': drawn'}.</strong></p>
          <p>{request.summary}</p>
        </section>
      )}

      <details class="event-log">
        <summary>Log ({p.log.length} answers)</summary>
        <ol>{p.log.map((e) => <li value={e.seq}>{eventText(e, p.sides)}</li>)}</ol>
      </details>
    </>
  );
}
