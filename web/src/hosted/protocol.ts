// The shapes of the game server's answers (docs/server.md), as this app reads them.
import type { GameMap, GameRequest, MapState } from '../games/game-protocol';
import type { HeldSeat } from './seats';

/** The creator's or a joining seat's answer: its game, token and seat. */
export interface SeatAnswer {
  game: string;
  token: string;
  seat: { role: HeldSeat['role']; side: number };
}

/** What GET /api/game answers: everything this seat may see now. */
export interface SeatView {
  game: string;
  ruleset: string;
  ruleset_name: string;
  scenario: string;
  seat: { role: HeldSeat['role']; side: number; side_name?: string };
  sides: string[];
  umpired: boolean;
  dice: 'digital' | 'typed';
  ai_sides: number[];
  version: number;
  events: number;
  state: MapState;
  summary: string;
  /** Each unit's condition in words, by name (absent from engines older than the notes). */
  unit_notes?: Record<string, string>;
  map: GameMap;
  request: GameRequest;
  /** `close`: the umpire may close the open round of sealed orders. */
  may: { decide: boolean; roll: boolean; undo: boolean; override: boolean; close?: boolean };
  /** The host's only: every seat's join code. */
  join_codes?: { role: HeldSeat['role']; side: number; code: string }[];
  /** The umpire's only: what he changed, with when. */
  audit?: { unix_ms: number; seat: string; what: string }[];
}
