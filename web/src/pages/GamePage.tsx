import { useEffect, useState } from 'preact/hooks';
import { type DiceChoice, diceArgs } from '../components/DiceEntry';
import { GameBoard } from '../components/GameBoard';
import { ErrorBox } from '../components/ErrorBox';
import { Page } from '../components/Page';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import type { Answer, EventAnswer, GameEvent, LogAnswer, MapState, StateAnswer } from '../games/game-protocol';
import { answerArgs } from '../games/order-shapes';
import { aiIsDue, answerForAi, engineGameFor, forPeople, persist } from '../games/play';
import { downloadSave } from '../games/save-file';
import { type GameRecord, gameStore } from '../games/store';
import { toldAfter } from '../games/telling';
import type { RouteProps } from '../router';

type State = StateAnswer<MapState>;
const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

/** One game (#/game/:id): the map, the order or roll due with its odds, undo and redo, the log. */
export function GamePage({ route }: RouteProps) {
  const store = gameStore();
  const id = route.params.id;
  const [record, setRecord] = useState<GameRecord | null | undefined>(undefined);
  const [gameId, setGameId] = useState<string | null>(null);
  const [state, setState] = useState<State | null>(null);
  const [log, setLog] = useState<GameEvent[]>([]);
  const [told, setTold] = useState<string[]>([]);
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);

  /** Reads the state and log after a change, tells what changed, and stores the save. */
  const refresh = async (rec: GameRecord, game: string, before: State | null, events: GameEvent[]) => {
    const next = await call<State>('game.state', { game });
    const all = await call<LogAnswer>('game.log', { game });
    setState(next);
    setLog(all.events);
    setTold(toldAfter(events, next.sides, before?.state ?? null, next.state));
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
      const made = await answerForAi(game, rec.players, first.request, call, rec.ai_style);
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
      events.push(...(await answerForAi(gameId, record.players, now.request, call, record.ai_style)));
      await refresh(record, gameId, state, events);
    } catch (e) {
      setError(asError(e));
    }
    setBusy(false);
  };

  const answered = (a: EventAnswer) => (a.event ? [a.event] : []);
  const doAction = (given: Answer, side?: number) =>
    change(async (game) => answered(await call<EventAnswer>('game.do', { game, ...answerArgs(given), ...(side !== undefined && { side: String(side) }) })));
  const roll = () => change(async (game) => answered(await call<EventAnswer>('game.roll', { game, ...diceArgs(dice, 'game') })));
  const isAiDue = (a: EventAnswer) => !!record && aiIsDue(a.request, record.players);
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

  const whoPlays = (side: number) => (record?.players[side] === 'ai' ? 'the AI' : 'a person');

  if (record === null) {
    return <Page title="Game" back="#/games"><p>There is no saved game {id} in this browser. <a href="#/games">See your games</a>.</p></Page>;
  }
  return (
    <Page title={record?.scenario ?? 'Game'} back="#/games">
      {state && (
        <GameBoard state={state.state} map={state.map} notes={state.unit_notes} summary={state.summary} sides={state.sides} request={record ? forPeople(state.request, record.players) : state.request} log={log} told={told}
          busy={busy} error={error} whoPlays={whoPlays} mayRoll dice={dice} onDice={setDice} onAction={doAction} onRoll={roll}>
          <div class="row">
            <button type="button" class="button" disabled={busy || !state.can_undo} onClick={undo}>Undo</button>
            <button type="button" class="button" disabled={busy || !state.can_redo} onClick={redo}>Redo</button>
            <button type="button" class="button" disabled={!record} onClick={() => record && downloadSave(record.save_base64, record.scenario)}>Export save</button>
          </div>
        </GameBoard>
      )}
      {!state && <ErrorBox error={error} />}
    </Page>
  );
}
