import { useEffect, useMemo, useState } from 'preact/hooks';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { Page } from '../components/Page';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import { closeGame, importGame, startGame } from '../games/play';
import { fileToBase64 } from '../games/save-file';
import { scenariosByRuleSet } from '../games/shipped-scenarios';
import { type GameRecord, gameStore, type Player } from '../games/store';
import type { SeatAnswer, SeatView } from '../hosted/protocol';
import { type HeldSeat, heldSeats, holdSeat, leaveSeat, seatName } from '../hosted/seats';
import { serverCall } from '../hosted/server';
import { type RouteProps } from '../router';

/** "3 minutes ago", "2 days ago": when a game was last played. */
export function ago(ms: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  const [n, unit] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.round(s / 60), 'minute'] : s < 86400 ? [Math.round(s / 3600), 'hour'] : [Math.round(s / 86400), 'day'];
  return n === 0 ? 'just now' : `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

/** A style of a rule set's AI, as `rules` lists it. */
interface AiStyle {
  name: string;
  about: string;
}

/** The saved games to continue, export or delete; a new game from a shipped scenario; a save imported. */
export function GamesPage(_props: RouteProps) {
  const store = gameStore();
  const groups = useMemo(() => scenariosByRuleSet(), []);
  const all = useMemo(() => [...groups.values()].flat(), [groups]);
  const [games, setGames] = useState<GameRecord[] | null>(null);
  const [ruleSetNames, setRuleSetNames] = useState<Record<string, string>>({});
  const [aiStyles, setAiStyles] = useState<Record<string, AiStyle[]>>({});
  const [aiStyle, setAiStyle] = useState('standard');
  const [path, setPath] = useState(all[0]?.path ?? '');
  const [players, setPlayers] = useState<Player[]>(['person', 'ai']);
  const [seed, setSeed] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);
  const [umpired, setUmpired] = useState(true);
  const [seats, setSeats] = useState<HeldSeat[]>(() => heldSeats());

  const refresh = () => store.list().then(setGames, (e) => setError(asError(e)));
  useEffect(() => {
    refresh();
    call<{ rule_sets: { id: string; name: string; ai_styles?: AiStyle[] }[] }>('rules').then(
      (r) => {
        setRuleSetNames(Object.fromEntries(r.rule_sets.map((s) => [s.id, s.name])));
        setAiStyles(Object.fromEntries(r.rule_sets.map((s) => [s.id, s.ai_styles ?? []])));
      },
      () => undefined,
    );
  }, []);

  const scenario = all.find((s) => s.path === path);
  const styles = scenario && players.includes('ai') ? aiStyles[scenario.ruleset] ?? [] : [];
  const style = styles.some((s) => s.name === aiStyle) ? aiStyle : 'standard';
  const open = (record: GameRecord) => (location.hash = `#/game/${encodeURIComponent(record.id)}`);

  const start = async () => {
    if (!scenario) return;
    setBusy(true);
    setError(null);
    try {
      open(await startGame({ scenario_text: scenario.text, scenario_name: scenario.name, seed: seed ?? undefined, players,
        ...(style === 'standard' ? {} : { ai_style: style }) }, call, store));
    } catch (e) {
      setError(asError(e));
      setBusy(false);
    }
  };

  /** Starts the game on the server this page came from, for seats on several phones. */
  const host = async () => {
    if (!scenario) return;
    setBusy(true);
    setError(null);
    try {
      const firstPerson = players.findIndex((p) => p === 'person');
      const made = await serverCall<SeatAnswer>('/api/games', {
        body: {
          scenario_text: scenario.text, scenario_name: scenario.name, seed: seed ?? undefined, umpired,
          ai_sides: players.flatMap((p, i) => (p === 'ai' ? [String(i)] : [])).join(','),
          seat: umpired ? 'umpire' : String(Math.max(0, firstPerson)),
        },
      });
      const view = await serverCall<SeatView>('/api/game', { token: made.token });
      holdSeat({ game: made.game, token: made.token, role: made.seat.role, side: made.seat.side,
        title: `${seatName(made.seat.role, made.seat.side, view.sides)} in ${view.scenario}`, joined_ms: Date.now() });
      location.hash = `#/table/${encodeURIComponent(made.game)}`;
    } catch (e) {
      setError(asError(e));
      setBusy(false);
    }
  };

  const leave = (seat: HeldSeat) => {
    if (!confirm(`Forget your seat as ${seat.title}? You can join again with its code.`)) return;
    leaveSeat(seat.game);
    setSeats(heldSeats());
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await importGame(await fileToBase64(file), call, store);
      await refresh();
    } catch (e) {
      setError(asError(e));
    }
    setBusy(false);
  };

  const remove = async (record: GameRecord) => {
    if (!confirm(`Delete the game of ${record.scenario}? Export it first to keep a copy.`)) return;
    await store.remove(record.id);
    await closeGame(record.id, call);
    await refresh();
  };

  return (
    <Page title="Games" back="#/">
      <h2 class="section-title">Your games</h2>
      {games === null && <p class="muted">Loading…</p>}
      {games?.length === 0 && <p class="muted">No saved games yet: start one below, or import a save.</p>}
      {games && games.length > 0 && (
        <ul class="game-list" aria-label="Saved games">
          {games.map((g) => (
            <li>
              <a href={`#/game/${encodeURIComponent(g.id)}`}>
                <strong>{g.scenario}</strong>
                {g.ruleset_name}
                {g.turn !== undefined ? `, turn ${g.turn}` : ''}, {g.events} answers{g.result ? `, ${g.result}` : ''}
                <span class="muted" style="display:block">played {ago(g.last_played_ms)}</span>
              </a>
              <button type="button" class="button" aria-label={`Delete ${g.scenario} (${ago(g.last_played_ms)})`} onClick={() => remove(g)}>Delete</button>
            </li>
          ))}
        </ul>
      )}

      <h2 class="section-title">New game</h2>
      <Field kind="select" name="scenario" label="Scenario" value={path} onChange={(p) => setPath(p)}
        choices={[...groups.entries()].flatMap(([ruleset, list]) =>
          list.map((s) => ({ value: s.path, label: `${ruleSetNames[ruleset] ?? ruleset}: ${s.name}` })))} />
      {scenario?.description && <p class="muted">{scenario.description}</p>}
      {(scenario?.sides.length ? scenario.sides : ['Side 1', 'Side 2']).map((side, i) => (
        <Field kind="segmented" name={`player-${i}`} label={`${side} played by`} value={players[i] ?? 'person'}
          choices={[{ value: 'person', label: 'A person' }, { value: 'ai', label: 'The AI' }]}
          onChange={(p) => setPlayers((old) => Object.assign([...old], { [i]: p as Player }))} />
      ))}
      {styles.length > 0 && (
        <Field kind="select" name="ai-style" label="The AI plays" value={style} onChange={setAiStyle}
          hint={styles.find((s) => s.name === style)?.about ?? "the AI's usual play; each other style says how it differs"}
          choices={[{ value: 'standard', label: 'Standard' }, ...styles.map((s) => ({ value: s.name, label: s.name[0].toUpperCase() + s.name.slice(1) }))]} />
      )}
      <Field kind="number" name="seed" label="Dice seed" hint="The same seed and the same answers give the same digital dice; leave empty for a fresh one."
        value={seed} min={0} onChange={setSeed} error={errorFor(error, 'seed')} />
      <button type="button" class="button primary" disabled={busy || !scenario} onClick={start}>Start the game</button>

      <h2 class="section-title">Across several phones</h2>
      <p class="muted">With the app opened from <code>sandtable serve</code>, a game is hosted there: each person joins from his own phone with a code and sees only what his seat may know.</p>
      <Field kind="switch" name="umpired" label="With an umpire, who sees everything" value={umpired} onChange={setUmpired} />
      <div class="row">
        <button type="button" class="button" disabled={busy || !scenario} onClick={host}>Host it for several phones</button>
        <a class="button" href="#/join">Join with a code</a>
      </div>
      {seats.length > 0 && (
        <ul class="game-list" aria-label="Hosted games">
          {seats.map((seat) => (
            <li>
              <a href={`#/table/${encodeURIComponent(seat.game)}`}>
                <strong>{seat.title}</strong>
                <span class="muted" style="display:block">joined {ago(seat.joined_ms)}</span>
              </a>
              <button type="button" class="button" aria-label={`Forget ${seat.title}`} onClick={() => leave(seat)}>Forget</button>
            </li>
          ))}
        </ul>
      )}

      <h2 class="section-title">Import a save</h2>
      <div class="field">
        <label for="field-save-file">A save file (.sqlite) from the command line or another browser</label>
        <input id="field-save-file" type="file" accept=".sqlite,.db,application/vnd.sqlite3,application/octet-stream" disabled={busy}
          onChange={(e) => importFile(e.currentTarget.files?.[0])} />
      </div>
      <ErrorBox error={error} />
    </Page>
  );
}
