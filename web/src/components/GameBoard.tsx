import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { percent } from '../engine/distribution';
import type { EngineError } from '../engine/engine-error';
import type { Answer, DecisionRequest, Forecast, GameEvent, GameMap, GameRequest, MapState, Point, SealedRequest } from '../games/game-protocol';
import { actionsByUnit, mapUnits, type NumberedAction, unitsInContact } from '../games/map-geometry';
import { withOptions } from '../games/action-options';
import { candidateOrders, movedAction, writtenOrders } from '../games/order-shapes';
import { boundResults, eventResults, eventText, eventWhy } from '../games/telling';
import { type DiceChoice, DiceEntry } from './DiceEntry';
import { DistChart } from './DistChart';
import { ErrorBox, errorFor } from './ErrorBox';
import { type MapMarks, TableMap } from './TableMap';
import { UnitNotes } from './UnitNotes';

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

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Germans'" and "Blue's". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

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
  /** Each unit's condition in words, by name (game.state's `unit_notes`). */
  notes?: Record<string, string>;
  /** The table in words, as the engine tells it to this seat. */
  summary?: string;
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
  /** Answers the decision shown, with a listed action's number or an action's JSON; `side`
   * names whose sealed orders it writes in a round of them. */
  onAction: (answer: Answer, side?: number) => void;
  onRoll: () => void;
  /** Buttons under the map (undo, export). */
  children?: ComponentChildren;
}

/** Whose sealed orders are open on this screen: the seat's own when it is shown only those, else
 * the side chosen (and hidden again once it seals, so the next writer cannot read them). */
function useWriter(request: GameRequest) {
  const [chosen, setChosen] = useState<{ round: string; side: number; wasSealed: boolean } | null>(null);
  if (request.kind !== 'sealed') return { writer: null, choose: setChosen };
  if (request.decisions.length === 1) return { writer: request.decisions[0], choose: setChosen };
  const open = chosen && chosen.round === request.round && (chosen.wasSealed || !request.sealed.includes(chosen.side));
  const writer = open ? (request.decisions.find((d) => d.side === chosen.side) ?? null) : null;
  return { writer, choose: setChosen };
}

/** Who has sealed and who is still writing, and on a shared screen a button to open each side's orders. */
function SealedRound(p: { request: SealedRequest; sideName: (side: number) => string; writer: DecisionRequest | null;
  onOpen: (side: number | null) => void }) {
  const { request } = p;
  const shared = request.decisions.length > 1;
  return (
    <section aria-label="Sealed orders">
      <p>
        <strong>Sealed orders, {request.round}.</strong>{' '}
        {request.sides.map((s) => `${p.sideName(s)} ${request.sealed.includes(s) ? 'sealed' : 'writing'}`).join(' · ')}
      </p>
      {request.decisions.length === 0 && <p class="muted">Every side writes its orders unseen; they are told when all are in.</p>}
      {shared && !p.writer && (
        <>
          <p class="muted">Each side writes unseen: hand the phone to the side whose orders you open.</p>
          <div class="row" role="group" aria-label="Whose orders">
            {request.decisions.map((d) => (
              <button type="button" class="button" onClick={() => p.onOpen(d.side)}>
                {`${request.sealed.includes(d.side) ? 'Change' : 'Write'} ${possessive(p.sideName(d.side))} orders`}
              </button>
            ))}
          </div>
        </>
      )}
      {shared && p.writer && (
        <button type="button" class="button" onClick={() => p.onOpen(null)}>Hide {possessive(p.sideName(p.writer.side))} orders</button>
      )}
    </section>
  );
}

/** A game on the screen: the map, the decision or roll due with its odds, the result, the log. */
export function GameBoard(p: GameBoardProps) {
  const { request, state, busy } = p;
  const { writer, choose } = useWriter(request);
  const decision: DecisionRequest | null = request.kind === 'decision' ? request : writer;
  const answer = (given: Answer) => p.onAction(given, request.kind === 'sealed' ? decision?.side : undefined);
  // The decision's options the player has switched on, for this decision only.
  const options = decision?.options ?? [];
  const [switched, setSwitched] = useState<{ decision: DecisionRequest | null; on: boolean[] }>({ decision: null, on: [] });
  const on = switched.decision === decision ? switched.on : options.map(() => false);
  const toggle = (i: number) => setSwitched({ decision, on: on.map((v, k) => (k === i ? !v : v)) });
  // A listed order, with the options switched on that apply to it.
  const give = (number: number) => {
    const listed = decision?.actions[number - 1];
    answer((listed && withOptions(listed.action, options, on)) ?? number);
  };
  // A movable order dragged on the map: the same listed action, at the point let go.
  const answerMoved = (number: number, to: Point) => {
    const listed = decision?.actions[number - 1];
    if (!listed) return;
    const moved = movedAction(listed.action, to);
    answer(withOptions(moved, options, on) ?? moved);
  };
  const openOrders = (side: number | null) =>
    choose(side === null || request.kind !== 'sealed' ? null : { round: request.round, side, wasSealed: request.sealed.includes(side) });
  const groups = useMemo(() => (decision ? actionsByUnit(decision.actions) : new Map<string, NumberedAction[]>()), [decision]);
  // The unit the player chose for this decision; until he chooses, the one unit it concerns
  // (none when it concerns several), worked out in the same render so nothing flickers. A unit
  // whose only action is "next" (it may act first instead) is not what the decision concerns.
  const [chosen, setChosen] = useState<{ groups: Map<string, NumberedAction[]>; unit: string | null } | null>(null);
  const dueUnits = [...groups.keys()].filter((unit) => unit && groups.get(unit)?.some((a) => a.action.type !== 'next'));
  const selected = chosen?.groups === groups ? chosen.unit : dueUnits.length === 1 ? dueUnits[0] : null;
  const setSelected = (unit: string | null) => setChosen({ groups, unit });
  const units = useMemo(() => mapUnits(state.units ?? [], p.sides), [state.units, p.sides]);
  const contact = useMemo(() => unitsInContact(units), [units]);
  const orders = useMemo(() => (selected ? (groups.get(selected) ?? []) : []), [groups, selected]);
  // Other units that may act first instead (Mini-Nap's move order): one tap each.
  const firstInstead = useMemo(
    () => [...groups.values()].flat().filter((a) => a.action.type === 'next' && a.action.unit !== selected),
    [groups, selected],
  );
  const marks = useMemo(() => marksOf(orders), [orders]);
  const due = useMemo(() => new Set([...groups.keys()].filter(Boolean)), [groups]);
  // On the map: the orders the side writing has written, then the selected one's candidates.
  const writing = decision ? p.sides[decision.side] : undefined;
  const drawnOrders = useMemo(() => [...(writing ? writtenOrders(state, writing) : []), ...candidateOrders(orders)], [state, writing, orders]);
  const tappable = drawnOrders.some((o) => o.number !== undefined);
  const movable = drawnOrders.some((o) => o.movable);
  // A bound is fought between the rounds of sealed orders, its dice rolled as it goes.
  const bound = boundResults(state, request.kind !== 'sealed' && request.kind !== 'game_over');
  // Actions on no unit (seal, end the moves, bring on the aircraft), each a button.
  const loose = groups.get('') ?? [];
  const looseButtons = loose.map((a) => (
    <button type="button" class="button" disabled={busy} onClick={() => answer(a.number)}>{a.label}</button>
  ));
  // A roll of no side is the umpire's (or, with none, whoever keeps the table).
  const sideName = (side: number) => (side < 0 ? 'the umpire' : (p.sides[side] ?? `side ${side}`));
  const verb = request.kind === 'dice' ? 'roll' : 'answer';
  const whose = request.kind === 'decision' || request.kind === 'dice' || request.kind === 'waiting' ? request.side : null;

  return (
    <>
      <div class="game-status" aria-live="polite">
        {state.turn !== undefined && <span data-testid="turn">Turn {state.turn}</span>}
        {state.turn === undefined && typeof state.bound === 'number' && <span data-testid="turn">Bound {state.bound}</span>}
        {state.phase && <span class="muted">{state.phase}</span>}
        {whose !== null && <span class="whose">{capitalized(sideName(whose))} to {verb} ({p.whoPlays(whose)})</span>}
      </div>
      {units.length > 0 && (
        <TableMap units={units} map={p.map ?? { table: null, terrain: [] }} selected={selected} onSelect={setSelected}
          contact={contact} marks={marks} due={due} orders={drawnOrders} onChoose={busy ? undefined : give}
          onMove={busy ? undefined : answerMoved} />
      )}
      {tappable && (
        <p class="map-caption muted">
          Tap an arrow's end or a circle's centre to give that order{movable ? ', or drag it to give the order where you let go' : ''}.
        </p>
      )}
      <UnitNotes units={units} notes={p.notes ?? {}} selected={selected} />
      {p.children}
      <ErrorBox error={p.error} />
      {p.told.length > 0 && (
        <div class="told" aria-live="polite" aria-label="What happened">
          {p.told.map((line) => <div>{line}</div>)}
        </div>
      )}

      {request.kind === 'sealed' && <SealedRound request={request} sideName={sideName} writer={writer} onOpen={openOrders} />}
      {bound && (
        <section aria-label="The last bound">
          <h2 class="section-title">{bound.title}</h2>
          <ol class="bound-results">{bound.lines.map((line) => <li>{line}</li>)}</ol>
        </section>
      )}
      {decision && (
        <section aria-label="The decision due">
          <p><strong>{decision.prompt}</strong></p>
          {selected && orders.length > 0 && firstInstead.length > 0 && (
            <div class="row" role="group" aria-label="Another unit first">
              <span class="muted">Move another unit first:</span>
              {firstInstead.map((a) => (
                <button type="button" class="button" disabled={busy} onClick={() => answer(a.number)}>{a.action.unit}</button>
              ))}
            </div>
          )}
          {options.length > 0 && (
            <div class="order-options" role="group" aria-label="Order options">
              {options.map((o, i) => (
                <label>
                  <input type="checkbox" checked={on[i]} onChange={() => toggle(i)} /> {o.label}
                </label>
              ))}
            </div>
          )}
          {selected && orders.length > 0 && (
            <>
              <h2 class="section-title">Orders for {selected}</h2>
              <ul class="orders" aria-label={`Orders for ${selected}`}>
                {orders.map((o) => (
                  <li>
                    <button type="button" class="button" disabled={busy} onClick={() => give(o.number)}>
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
              {looseButtons}
            </div>
          )}
          {/* A unit chosen (or the only one due): ending the stage or sealing stays within reach. */}
          {selected && orders.length > 0 && loose.length > 0 && (
            <div class="row" role="group" aria-label="Other actions">
              {looseButtons}
            </div>
          )}
        </section>
      )}
      {request.kind === 'waiting' && (
        <section aria-label="Waiting">
          <p><strong>Waiting for {sideName(request.side)}</strong> to answer. This screen changes as soon as they have.</p>
        </section>
      )}
      {request.kind === 'dice' && (
        <section aria-label="The roll due">
          <p><strong>{capitalized(sideName(request.side))} rolls {request.notation}</strong>: {request.reason}</p>
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

      {p.summary && (
        <details class="table-words">
          <summary>The table in words</summary>
          <pre>{p.summary}</pre>
        </details>
      )}
      <details class="event-log">
        <summary>Log ({p.log.length} answers)</summary>
        <ol>
          {p.log.map((e) => (
            <li value={e.seq}>
              {eventText(e, p.sides)}
              {eventWhy(e) && <div class="event-why">why: {eventWhy(e)}</div>}
              {eventResults(e).map((line) => <div class="event-result">{line}</div>)}
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
