// A Patrol or Defense session as an engine game, kept across a reload: the save file's bytes
// from game.export, opened again with game.import. An engine without those calls gets the
// session back by replaying its event log into a new game of the same scenario and seed.
import type { EngineCall } from '../engine/client';

/** One answer in the game's log (game.log). */
export interface GameEvent {
  seq: number;
  kind: 'decision' | 'dice';
  side: number;
  payload: { action?: { type: string; [key: string]: unknown }; label?: string; faces?: number[]; results?: string[]; [key: string]: unknown };
}

/** What the game needs next (docs/api.md). */
export type GameRequest =
  | { kind: 'decision'; side: number; prompt: string; actions: { action: { type: string; [key: string]: unknown }; label: string }[] }
  | { kind: 'dice'; side: number; count: number; sides: number; notation: string; reason: string;
      labelled_outcome?: { outcomes: { label: string; probability: number; exact?: string }[] };
      outcome?: { outcomes: { value: number; probability: number; exact?: string }[] } }
  | { kind: 'game_over'; winner: number | null; summary: string };

/** What one press of Initiative gave (the game state's `last`). */
export interface PressResult {
  turn: number;
  result: 'player' | 'enemy' | 'spotted';
  new_turn: boolean;
  enemy?: { id: number; type: string; quality: string };
  spotted?: {
    /** None when it was seen behind the players' line and so does not appear. */
    id?: number; type: string; quality: string; attendants?: number;
    distance: { dice: number; plus_inches: number; inches?: number }; direction: string; general: boolean; general_id?: number;
    placement?: Placement;
  };
}

/** [x, y] in inches: x from the players' left, y from their own table edge. */
export type TablePoint = [number, number];

/** Where a spotted unit appears on the session's map (XII.B). */
export interface Placement {
  result: 'at-distance' | 'traced' | 'behind-line';
  from: TablePoint;
  at?: TablePoint;
  acted?: boolean;
}

/** The table and the players' line, when the session was started with them. */
export interface TableMap { width: number; depth: number; forward: string; line: TablePoint[] }

export interface PatrolState {
  mode: 'patrol' | 'defense';
  turn: number;
  player: { units: number; acted: number; names: string[] };
  enemy: { id: number; type: string; quality: string; acted: boolean; attendants?: number; at?: TablePoint }[];
  enemy_generals: number;
  last: PressResult | null;
  ended: boolean;
  map: TableMap | null;
  /** What the session counted toward the scoring guide. */
  score: { survived: number; driven_off: number; supply_captured: number; headquarters_members: number };
}

/** What is kept in storage to bring a session back. */
export interface SavedSession {
  scenario_text: string;
  seed: number;
  events: GameEvent[];
  /** The save file from game.export, when the engine has it. */
  save_base64?: string;
  /** What each press gave, by its seq: the log has the dice, the state only the latest result. */
  results?: [number, PressResult][];
}

export interface SessionView {
  game: string;
  state: PatrolState;
  request: GameRequest;
  can_undo: boolean;
  events: GameEvent[];
  /** By the seq of each Initiative press: what it gave, once its rolls are made. */
  results: Map<number, PressResult>;
}

const storageKey = 'sandtable.hun.session';

/** A seed the app can keep exactly: under 2^53, so a JSON number holds it. */
export const freshSeed = () => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);

/** The game as it stands now: its state, what it needs and its log, with the press results known so far. */
export async function look(call: EngineCall, game: string, results: Map<number, PressResult>): Promise<SessionView> {
  const now = await call<{ state: PatrolState; request: GameRequest; can_undo: boolean }>('game.state', { game });
  const { events } = await call<{ events: GameEvent[] }>('game.log', { game });
  const kept = new Map([...results].filter(([seq]) => events.some((e) => e.seq === seq)));
  const press = lastPress(events);
  // A press is done when the game asks for a decision again; its result is then the state's `last`.
  if (press && now.request.kind === 'dice') kept.delete(press.seq);
  else if (press && now.state.last && !kept.has(press.seq)) kept.set(press.seq, now.state.last);
  return { game, state: now.state, request: now.request, can_undo: now.can_undo, events, results: kept };
}

/** The last Initiative press in the log, if the log's last decision is one. */
function lastPress(events: GameEvent[]): GameEvent | undefined {
  const decisions = events.filter((e) => e.kind === 'decision');
  const last = decisions[decisions.length - 1];
  return last?.payload.action?.type === 'initiative' ? last : undefined;
}

/** Starts a session: a new in-memory game of the scenario with this seed. */
export async function startSession(call: EngineCall, scenario_text: string, seed: number): Promise<SessionView> {
  const { game } = await call<{ game: string }>('game.new', { scenario_text, seed });
  return look(call, game, new Map());
}

/** Plays the saved log into a new game with the same scenario and seed, noting each press's result on the way. */
export async function replaySession(call: EngineCall, saved: SavedSession): Promise<SessionView> {
  let view = await startSession(call, saved.scenario_text, saved.seed);
  for (const event of saved.events) {
    if (event.kind === 'decision') await call('game.do', { game: view.game, action: event.payload.action });
    else await call('game.roll', { game: view.game, dice: (event.payload.faces ?? []).join(' ') });
    view = await look(call, view.game, view.results);
  }
  return view;
}

/** Opens the kept session again: its save through game.import if it has one, else by replaying its log. */
export async function restoreSession(call: EngineCall, saved: SavedSession): Promise<SessionView> {
  if (!saved.save_base64) return replaySession(call, saved);
  const { game } = await call<{ game: string }>('game.import', { save_base64: saved.save_base64 });
  return look(call, game, new Map(saved.results ?? []));
}

/** Keeps the session in localStorage, with the game's save file when the engine can export it. */
export async function saveSession(call: EngineCall, view: SessionView, from: { scenario_text: string; seed: number },
  canExport: boolean, storage: Storage = localStorage): Promise<void> {
  const saved: SavedSession = { scenario_text: from.scenario_text, seed: from.seed, events: view.events, results: [...view.results] };
  if (canExport) saved.save_base64 = (await call<{ save_base64: string }>('game.export', { game: view.game })).save_base64;
  storage.setItem(storageKey, JSON.stringify(saved));
}

/** The kept session, or null (none, or unreadable). */
export function loadSession(storage: Storage = localStorage): SavedSession | null {
  try {
    const saved = JSON.parse(storage.getItem(storageKey) ?? 'null');
    return saved && typeof saved.scenario_text === 'string' && Array.isArray(saved.events) ? saved : null;
  } catch {
    return null;
  }
}

export function forgetSession(storage: Storage = localStorage): void {
  storage.removeItem(storageKey);
}
