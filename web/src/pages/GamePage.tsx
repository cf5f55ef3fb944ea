import { useEffect, useMemo, useState } from 'preact/hooks';
import { type DiceChoice, DiceEntry, diceArgs } from '../components/DiceEntry';
import { DistChart } from '../components/DistChart';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Page } from '../components/Page';
import { type MapMarks, TableMap } from '../components/TableMap';
import { call } from '../engine/client';
import { percent } from '../engine/distribution';
import { EngineError } from '../engine/engine-error';
import type { EventAnswer, Forecast, GameEvent, LogAnswer, MapState, StateAnswer } from '../games/game-protocol';
import { actionsByUnit, type NumberedAction, unitsInContact } from '../games/map-geometry';
import { answerForAi, engineGameFor, persist } from '../games/play';
import { downloadSave } from '../games/save-file';
import { type GameRecord, gameStore } from '../games/store';
import { changesText, eventText } from '../games/telling';
import type { RouteProps } from '../router';

type State = StateAnswer<MapState>;
const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

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

/** One game (#/game/:id): the map, the order or roll due with its odds, undo and redo, the log. */
export function GamePage({ route }: RouteProps) {
  const store = gameStore();
  const id = route.params.id;
  const [record, setRecord] = useState<GameRecord | null | undefined>(undefined);
  const [gameId, setGameId] = useState<string | null>(null);
  const [state, setState] = useState<State | null>(null);
  const [log, setLog] = useState<GameEvent[]>([]);
  const [told, setTold] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);

  /** Reads the state and log after a change, tells what changed, and stores the save. */
  const refresh = async (rec: GameRecord, game: string, before: State | null, events: GameEvent[]) => {
    const next = await call<State>('game.state', { game });
    const all = await call<LogAnswer>('game.log', { game });
    setState(next);
    setLog(all.events);
    setTold([...events.map((e) => eventText(e, next.sides)), ...changesText(before?.state ?? null, next.state)]);
    const r = next.request;
    if (r.kind === 'decision') {
      const units = [...actionsByUnit(r.actions).keys()].filter(Boolean);
      setSelected(units.length === 1 ? units[0] : null);
    }
    setRecord(await persist(rec, game, next, call, store));
  };

  useEffect(() => {
    (async () => {
      const rec = await store.get(id);
      setRecord(rec ?? null);
      if (!rec) return;
      const game = await engineGameFor(rec, call);
      setGameId(game);
      const first = await call<State>('game.state', { game });
      const made = await answerForAi(game, rec.players, first.request, call);
      await refresh(rec, game, first, made);
    })().catch((e) => setError(asError(e)));
  }, [id]);

  /** Runs one change (an answer, undo or redo), then the AI's answers, then refreshes. */
  const change = async (run: (game: string) => Promise<GameEvent[]>) => {
    if (!record || !gameId || busy) return;
    setBusy(true);
    setError(null);
    try {
      const events = await run(gameId);
      const now = await call<State>('game.next', { game: gameId }) as unknown as State;
      events.push(...(await answerForAi(gameId, record.players, now.request, call)));
      await refresh(record, gameId, state, events);
    } catch (e) {
      setError(asError(e));
    }
    setBusy(false);
  };

  const answered = (a: EventAnswer) => (a.event ? [a.event] : []);
  const doAction = (number: number) => change(async (game) => answered(await call<EventAnswer>('game.do', { game, number })));
  const roll = () => change(async (game) => answered(await call<EventAnswer>('game.roll', { game, ...diceArgs(dice, 'game') })));
  const isAiDue = (a: EventAnswer) => a.request.kind !== 'game_over' && record?.players[a.request.side] === 'ai';
  // Undo takes back the last answer and the AI's answers before it, back to a person's answer.
  const undo = () => change(async (game) => {
    let a = await call<EventAnswer>('game.undo', { game });
    for (let guard = 0; isAiDue(a) && guard < 10000; guard++) {
      try {
        a = await call<EventAnswer>('game.undo', { game });
      } catch {
        break;
      }
    }
    return [];
  });
  const redo = () => change(async (game) => {
    const events: GameEvent[] = [];
    let a = await call<EventAnswer>('game.redo', { game });
    events.push(a.redone!);
    for (let guard = 0; isAiDue(a) && guard < 10000; guard++) {
      try {
        a = await call<EventAnswer>('game.redo', { game });
        events.push(a.redone!);
      } catch {
        break;
      }
    }
    return events;
  });

  const request = state?.request;
  const groups = useMemo(() => (request?.kind === 'decision' ? actionsByUnit(request.actions) : new Map<string, NumberedAction[]>()), [request]);
  const units = state?.state.units ?? [];
  const contact = useMemo(() => unitsInContact(units), [units]);
  const orders = useMemo(() => (selected ? (groups.get(selected) ?? []) : []), [groups, selected]);
  const marks = useMemo(() => marksOf(orders), [orders]);
  const due = useMemo(() => new Set([...groups.keys()].filter(Boolean)), [groups]);
  const sideName = (side: number) => state?.sides[side] ?? `side ${side}`;
  const whoPlays = (side: number) => (record?.players[side] === 'ai' ? 'the AI' : 'a person');

  if (record === null) {
    return <Page title="Game" back="#/games"><p>There is no saved game {id} in this browser. <a href="#/games">See your games</a>.</p></Page>;
  }
  return (
    <Page title={record?.scenario ?? 'Game'} back="#/games">
      <div class="game-status" aria-live="polite">
        {state?.state.turn !== undefined && <span data-testid="turn">Turn {state.state.turn}</span>}
        {state?.state.phase && <span class="muted">{state.state.phase}</span>}
        {request && request.kind !== 'game_over' && (
          <span class="whose">{sideName(request.side)} to {request.kind === 'dice' ? 'roll' : 'answer'} ({whoPlays(request.side)})</span>
        )}
      </div>
      {state && units.length > 0 && (
        <TableMap units={units} map={state.map ?? { table: null, terrain: [] }} selected={selected} onSelect={setSelected}
          contact={contact} marks={marks} due={due} />
      )}

      <div class="row">
        <button type="button" class="button" disabled={busy || !state?.can_undo} onClick={undo}>Undo</button>
        <button type="button" class="button" disabled={busy || !state?.can_redo} onClick={redo}>Redo</button>
        <button type="button" class="button" disabled={!record} onClick={() => record && downloadSave(record.save_base64, record.scenario)}>Export save</button>
      </div>
      <ErrorBox error={error} />
      {told.length > 0 && (
        <div class="told" aria-live="polite" aria-label="What happened">
          {told.map((line) => <div>{line}</div>)}
        </div>
      )}

      {request?.kind === 'decision' && (
        <section aria-label="The decision due">
          <p><strong>{request.prompt}</strong></p>
          {selected && orders.length > 0 && (
            <>
              <h2 class="section-title">Orders for {selected}</h2>
              <ul class="orders" aria-label={`Orders for ${selected}`}>
                {orders.map((o) => (
                  <li>
                    <button type="button" class="button" disabled={busy} onClick={() => doAction(o.number)}>
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
                <button type="button" class="button" disabled={busy} onClick={() => doAction(a.number)}>{a.label}</button>
              ))}
            </div>
          )}
        </section>
      )}
      {request?.kind === 'dice' && (
        <section aria-label="The roll due">
          <p><strong>{sideName(request.side)} rolls {request.notation}</strong>: {request.reason}</p>
          {/* The roll first, within a thumb's reach; its odds below for whoever wants them. */}
          <DiceEntry value={dice} onChange={setDice} label={`Dice for ${request.notation}`} error={errorFor(error, 'dice')} />
          <button type="button" class="button primary wide" disabled={busy} onClick={roll}>Roll</button>
          {request.labelled_outcome && <DistChart dist={request.labelled_outcome} title={request.reason} />}
          {request.outcome && <DistChart dist={request.outcome} title={request.reason} />}
        </section>
      )}
      {request?.kind === 'game_over' && (
        <section aria-label="The result">
          <p><strong>The game is over{request.winner !== null ? `: ${sideName(request.winner)} won` : ': drawn'}.</strong></p>
          <p>{request.summary}</p>
        </section>
      )}

      <details class="event-log">
        <summary>Log ({log.length} answers)</summary>
        <ol>{log.map((e) => <li value={e.seq}>{eventText(e, state?.sides ?? [])}</li>)}</ol>
      </details>
    </Page>
  );
}
