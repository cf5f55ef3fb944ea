// Playing a saved game: open its save in the engine, answer for the AI's sides, and keep the
// store's copy of the save up to date after every change.
import type { EngineCall } from '../engine/client';
import type { AutoAnswer, ExportAnswer, GameAbout, GameEvent, GameRequest, ImportAnswer, MapState, NewGameAnswer, StateAnswer, WithRequest } from './game-protocol';
import { type GameRecord, type GameStore, newGameId, type Player } from './store';

/** Record id -> the engine's id for the open game (the engine worker lives as long as the page). */
const openGames = new Map<string, string>();

/** The engine's id for a record's game, importing its save the first time. */
export async function engineGameFor(record: GameRecord, call: EngineCall): Promise<string> {
  const known = openGames.get(record.id);
  if (known) return known;
  const opened = await call<ImportAnswer>('game.import', { save_base64: record.save_base64 });
  openGames.set(record.id, opened.game);
  return opened.game;
}

/** The sides whose answer is due: the one deciding or rolling, or those still writing sealed orders. */
export function sidesDue(request: GameRequest): number[] {
  if (request.kind === 'game_over') return [];
  if (request.kind === 'sealed') return request.sides.filter((s) => !request.sealed.includes(s));
  return [request.side];
}

/** Whether the AI answers next: a side it plays is due. */
export function aiIsDue(request: GameRequest, players: Player[]): boolean {
  return sidesDue(request).some((side) => players[side] === 'ai');
}

/** The request as the people at this phone see it: a round of sealed orders offers only the
 *  orders of the sides people play (the AI's are the AI's own, never opened here). */
export function forPeople(request: GameRequest, players: Player[]): GameRequest {
  if (request.kind !== 'sealed') return request;
  return { ...request, decisions: request.decisions.filter((d) => players[d.side] !== 'ai') };
}

/** The sides the AI plays, as game.auto's `sides` ("1", "0,1"), or null when people play all. */
export function aiSides(players: Player[]): string | null {
  const sides = players.flatMap((p, i) => (p === 'ai' ? [String(i)] : []));
  return sides.length ? sides.join(',') : null;
}

/** Lets the AI answer while the answer due is its side's; the events it made. */
export async function answerForAi(gameId: string, players: Player[], request: GameRequest, call: EngineCall,
  style = 'standard'): Promise<GameEvent[]> {
  const sides = aiSides(players);
  if (sides === null || !aiIsDue(request, players)) return [];
  return (await call<AutoAnswer>('game.auto', { game: gameId, sides, policy: 'ai', style })).events;
}

/** A one-line result for the list: the winner's name, or the summary. */
function resultText(state: StateAnswer<MapState>): string | undefined {
  const r = state.request;
  if (r.kind !== 'game_over') return undefined;
  return r.winner === null ? 'drawn' : `${state.sides[r.winner] ?? `side ${r.winner}`} won`;
}

/** Writes the game's save (game.export) and what the list shows into its record. */
export async function persist(record: GameRecord, gameId: string, state: StateAnswer<MapState>, call: EngineCall, store: GameStore): Promise<GameRecord> {
  const saved = await call<ExportAnswer>('game.export', { game: gameId });
  const next: GameRecord = {
    ...record,
    save_base64: saved.save_base64,
    events: saved.events,
    turn: typeof state.state.turn === 'number' ? state.state.turn : undefined,
    result: resultText(state),
    last_played_ms: Date.now(),
  };
  await store.put(next);
  return next;
}

export interface NewGame {
  scenario_text: string;
  /** The scenario's name: the engine keeps it in the save and answers with it as `scenario`. */
  scenario_name: string;
  seed?: number;
  players: Player[];
  /** The AI's style, when it plays a side and its rule set has styles. */
  ai_style?: string;
}

/** What game.new and game.import both answer of the game they opened. */
type OpenedGame = GameAbout & WithRequest & { game: string };

/** A new record for a game the engine has open, remembered as that record's open game. */
function newRecord(opened: OpenedGame, players: Player[], save_base64: string, events: number): GameRecord {
  const now = Date.now();
  const record: GameRecord = {
    id: newGameId(now),
    ruleset: opened.ruleset,
    ruleset_name: opened.ruleset_name,
    scenario: opened.scenario,
    sides: opened.sides,
    players,
    save_base64,
    events,
    created_ms: now,
    last_played_ms: now,
  };
  openGames.set(record.id, opened.game);
  return record;
}

/** Starts a game, lets the AI make its first answers, and stores it; the new record. */
export async function startGame(game: NewGame, call: EngineCall, store: GameStore): Promise<GameRecord> {
  const started = await call<NewGameAnswer>('game.new', {
    scenario_text: game.scenario_text,
    scenario_name: game.scenario_name,
    ...(game.seed === undefined ? {} : { seed: game.seed }),
  });
  const record = newRecord(started, started.sides.map((_, i) => game.players[i] ?? 'person'), '', 0);
  if (game.ai_style) record.ai_style = game.ai_style;
  await answerForAi(started.game, record.players, started.request, call, record.ai_style);
  const state = await call<StateAnswer<MapState>>('game.state', { game: started.game });
  return persist(record, started.game, state, call, store);
}

/** Adds a save file (its bytes in base64) to the store as a new game, people playing every side. */
export async function importGame(save_base64: string, call: EngineCall, store: GameStore): Promise<GameRecord> {
  const opened = await call<ImportAnswer>('game.import', { save_base64 });
  const record = newRecord(opened, opened.sides.map(() => 'person'), save_base64, opened.events);
  const state = await call<StateAnswer<MapState>>('game.state', { game: opened.game });
  return persist(record, opened.game, state, call, store);
}

/** Forgets the engine's open copy of a deleted game. */
export async function closeGame(recordId: string, call: EngineCall): Promise<void> {
  const gameId = openGames.get(recordId);
  openGames.delete(recordId);
  if (gameId) await call('game.close', { game: gameId }).catch(() => undefined);
}
