// Saved games in the browser: one record a game, holding the save file's bytes (base64, from
// game.export after every change) and who plays which side. IndexedDB where the browser has
// it; an in-memory map otherwise (unit tests, private windows that refuse IndexedDB).

/** Who answers for a side: a person at the table, or the rule set's AI. */
export type Player = 'person' | 'ai';

/** One saved game. */
export interface GameRecord {
  id: string;
  ruleset: string;
  ruleset_name: string;
  scenario: string;
  /** The side names, in the engine's order. */
  sides: string[];
  /** Who plays each side, in the same order. */
  players: Player[];
  /** The style the AI plays in, one its rule set lists (rules' ai_styles); absent: the standard one. */
  ai_style?: string;
  /** The whole save file, base64 (game.export's save_base64): what the command line opens. */
  save_base64: string;
  /** Answers so far (events in the log). */
  events: number;
  /** The game's turn, when its state has one. */
  turn?: number;
  /** Set when the game has ended ("French win", ...). */
  result?: string;
  created_ms: number;
  last_played_ms: number;
}

/** Where records are kept: IndexedDB, or a map. */
export interface GameStore {
  list(): Promise<GameRecord[]>;
  get(id: string): Promise<GameRecord | undefined>;
  put(record: GameRecord): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Newest first: the game last played at the top. */
export function byLastPlayed(records: GameRecord[]): GameRecord[] {
  return [...records].sort((a, b) => b.last_played_ms - a.last_played_ms);
}

/** A fresh id for a game record: time, then randomness, so ids sort roughly by creation. */
export function newGameId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
}

/** A store in memory (lost on reload): for tests, and where IndexedDB is missing. */
export function memoryStore(): GameStore {
  const records = new Map<string, GameRecord>();
  const copy = (r: GameRecord): GameRecord => structuredClone(r);
  return {
    list: async () => byLastPlayed([...records.values()].map(copy)),
    get: async (id) => {
      const r = records.get(id);
      return r && copy(r);
    },
    put: async (record) => {
      records.set(record.id, copy(record));
    },
    remove: async (id) => {
      records.delete(id);
    },
  };
}

const kDatabase = 'sandtable';
const kGames = 'games';

/** Runs one IndexedDB request to its result. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A store in IndexedDB (database "sandtable", object store "games", keyed by id). */
export function indexedDbStore(factory: IDBFactory): GameStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(kDatabase, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(kGames, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const games = async (mode: IDBTransactionMode) => (await database()).transaction(kGames, mode).objectStore(kGames);
  return {
    list: async () => byLastPlayed(await done((await games('readonly')).getAll() as IDBRequest<GameRecord[]>)),
    get: async (id) => done((await games('readonly')).get(id) as IDBRequest<GameRecord | undefined>),
    put: async (record) => {
      await done((await games('readwrite')).put(record));
    },
    remove: async (id) => {
      await done((await games('readwrite')).delete(id));
    },
  };
}

let shared: GameStore | null = null;

/** The app's store: IndexedDB when the browser has it, else memory. */
export function gameStore(): GameStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB);
  return shared;
}
