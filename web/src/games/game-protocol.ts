// The shapes of the engine's game answers (docs/api.md, docs/game-cli.md), as this app reads them.
import type { Distribution } from '../engine/distribution';

/** A forecast: the exact distribution of one thing an action's dice decide ("hits on IR 44"). */
export type Forecast = Distribution & { what: string };

/** What the map draws for an order, in cm: an arrow `from` a unit to `to` (a move's end, a
 * shot's target), or a circle of `radius` about `to` (a bombardment). The game reads none of it. */
export interface OrderShape {
  from?: Point;
  to: Point;
  radius?: number;
}

/** One listed action: its JSON (give it back to game.do), its label, and its forecasts. */
export interface ListedAction {
  action: { type: string; unit?: string; target?: string; map?: OrderShape; [key: string]: unknown };
  label: string;
  forecasts?: Forecast[];
}

/** An answer to a decision: a listed action's number (from 1), or an action's JSON. */
export type Answer = number | ListedAction['action'];

/** A side must choose one of `actions` (or, when not `complete`, any legal action they exemplify). */
/** Fields a player may add to any listed action of `type` before giving it (1418: a Low
 * Command's `second_rank: []`); the app shows each as a switch. */
export interface ActionOption { type: string; label: string; fields: Record<string, unknown> }

export interface DecisionRequest { kind: 'decision'; side: number; prompt: string; actions: ListedAction[]; complete: boolean; options?: ActionOption[] }

/** A round of sealed orders: every side in `sides` writes at once, unseen by the others; a
 * seat is shown only its own side's decision (the umpire and a shared screen every side's). */
export interface SealedRequest { kind: 'sealed'; round: string; sides: number[]; sealed: number[]; decisions: DecisionRequest[] }

export type GameRequest =
  | DecisionRequest
  | SealedRequest
  | { kind: 'dice'; side: number; count: number; sides: number; notation: string; reason: string; outcome?: Distribution; labelled_outcome?: Distribution }
  | { kind: 'game_over'; winner: number | null; summary: string; details?: unknown }
  /** A hosted game's seat sees only who decides when it is another side's decision. */
  | { kind: 'waiting'; side: number };

/** One logged answer: a decision `{action, label}` (with its `round` when a sealed order), dice
 * `{faces, reason}`, or the umpire closing a round `{round}`, any of them with `results`, what it
 * did in the rule set's words; in a hosted game, an answer the seat may not see comes `hidden`,
 * without its payload. */
export interface GameEvent {
  seq: number;
  kind: 'decision' | 'dice' | 'close';
  side: number;
  payload?: { action?: ListedAction['action']; label?: string; faces?: number[]; reason?: string; round?: string; results?: string[]; why?: string };
  hidden?: boolean;
  unix_ms?: number;
}

/** What every game call answers with. */
export interface WithRequest {
  sides: string[];
  request: GameRequest;
}

export interface GameAbout {
  ruleset: string;
  ruleset_name: string;
  scenario: string;
  seed: number;
}

export type NewGameAnswer = GameAbout & WithRequest & { game: string };
export type ImportAnswer = GameAbout & WithRequest & { game: string; events: number };
export type ExportAnswer = { save_base64: string; bytes: number; events: number };
export type StateAnswer<State = unknown> = GameAbout & WithRequest & {
  state: State;
  /** The table and its terrain (absent from engines older than the map). */
  map?: GameMap;
  summary: string;
  /** Each unit's condition in words, by name (absent from engines older than the notes). */
  unit_notes?: Record<string, string>;
  events: number;
  can_undo: boolean;
  can_redo: boolean;
};
export type EventAnswer = WithRequest & { event?: GameEvent; redone?: GameEvent; undone?: GameEvent };
export type AutoAnswer = WithRequest & { events: GameEvent[] };
export type LogAnswer = { events: GameEvent[]; sides: string[] };

export type Point = [number, number];

/** A piece of terrain: an area (woods, a village) or a line (a road, a river) `width_cm` wide; in cm, y up the table. */
export interface TerrainPiece {
  kind: string;
  name: string;
  area?: Point[];
  line?: Point[];
  width_cm?: number;
}

/** The table's size in cm. */
export interface TableSize {
  width_cm: number;
  depth_cm: number;
}

/** What game.state says of the table: its size (null when the scenario gives none) and terrain. */
export interface GameMap {
  table: TableSize | null;
  terrain: TerrainPiece[];
}

/** A unit in a Mini-Nap 2 state: each stand's corners in cm (front left, front right, rear right, rear left). */
export interface MapUnit {
  name: string;
  side: number;
  type: string;
  formation: string;
  stands: [number, number][][];
  /** The commands it belongs to, by name (1418: its company, then its battalion): orders given
   * to a command select every unit in it. */
  groups?: string[];
  x: number;
  y: number;
  facing: number;
  start_sp: number;
  hits: number;
  removed: boolean;
  /** Where it could shoot as it stands: a quad (cm) ahead of each firing face; empty if it cannot fire. */
  fire_zones?: [number, number][][];
  /** How far it may move and charge in the open (cm); null where it may not move as it stands. */
  reach_cm?: { move: number; charge: number | null } | null;
  /** The move in the rule set's own unit ("300p"), where it is not cm. */
  reach_text?: string;
  [key: string]: unknown;
}

/** The parts of a state the map and the page read (Mini-Nap 2's; other rule sets may lack them). */
export interface MapState {
  sides?: string[];
  turn?: number;
  phase?: string;
  units?: MapUnit[];
  [key: string]: unknown;
}
