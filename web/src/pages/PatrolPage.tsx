import { useEffect, useState } from 'preact/hooks';
import { type DiceChoice, diceArgs } from '../components/DiceEntry';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { Page } from '../components/Page';
import { PatrolHistory } from '../components/hun/PatrolHistory';
import { PatrolRoll } from '../components/hun/PatrolRoll';
import { PatrolScore } from '../components/hun/PatrolScore';
import { PatrolSplitMerge } from '../components/hun/PatrolSplitMerge';
import { PatrolStart } from '../components/hun/PatrolStart';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import { answerWords, sessionHistory } from '../hun/patrol-history';
import { PatrolMap } from '../components/hun/PatrolMap';
import { type MapSetup, type PatrolMode, patrolScenarioText } from '../hun/patrol-scenario';
import {
  type SessionView, type TablePoint, forgetSession, freshSeed, loadSession, look, restoreSession, saveSession, startSession,
} from '../hun/patrol-session';
import { enemyName, pointWords, pressWords } from '../hun/patrol-words';
import { callSpecs } from '../hun/specs';
import { type RouteProps, replaceQuery } from '../router';

const asEngineError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

interface Kept { scenario_text: string; seed: number }

/** A Patrol (XII) or Defense (XIII) session as an engine game: the Initiative button, its rolls, the history, undo, the score. */
export function PatrolPage({ route }: RouteProps) {
  const [mode, setMode] = useState<PatrolMode>(route.query.get('mode') === 'defense' ? 'defense' : 'patrol');
  const [view, setView] = useState<SessionView | null>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<EngineError | null>(null);
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [forgetting, setForgetting] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => replaceQuery({ mode }), [mode]);
  const [canExport, setCanExport] = useState(false);
  useEffect(() => {
    callSpecs().then((specs) => setCanExport(specs.has('game.export') && specs.has('game.import')), () => undefined);
  }, []);
  // Bring back the session kept before a reload.
  useEffect(() => {
    const saved = loadSession();
    if (!saved) return setLoading(false);
    restoreSession(call, saved)
      .then((v) => { setView(v); setKept(saved); setMode(v.state.mode); })
      .catch((e) => setError(asEngineError(e)))
      .finally(() => setLoading(false));
  }, []);

  /** Runs one game call, then shows and keeps the game as it stands. */
  const act = async (name: string, args: Record<string, unknown>) => {
    if (!view || !kept || busy) return;
    setBusy(true);
    try {
      await call(name, { game: view.game, ...args });
      const next = await look(call, view.game, view.results);
      setView(next);
      await saveSession(call, next, kept, canExport);
      setError(null);
    } catch (e) {
      setError(asEngineError(e));
    } finally {
      setBusy(false);
    }
  };

  const start = async (units: string[], map?: MapSetup) => {
    const session = { scenario_text: patrolScenarioText(mode, units, map), seed: freshSeed() };
    setBusy(true);
    try {
      const v = await startSession(call, session.scenario_text, session.seed);
      setKept(session);
      setView(v);
      await saveSession(call, v, session, canExport);
      setError(null);
    } catch (e) {
      setError(asEngineError(e));
    } finally {
      setBusy(false);
    }
  };

  const newSession = () => {
    if (view) call('game.close', { game: view.game }).catch(() => undefined);
    forgetSession();
    setView(null);
    setKept(null);
    setForgetting(false);
  };

  const title = mode === 'defense' ? 'Defense Mode' : 'Patrol Mode';
  if (loading) return <Page title={title} back="#/hun"><p class="muted">Bringing back the session...</p></Page>;
  if (!view) {
    return (
      <Page title={title} back={`#/hun?mode=${mode}`}>
        <ErrorBox error={error} />
        <PatrolStart mode={mode} onMode={setMode} onStart={start} starting={busy} error={errorFor(error, 'line')} />
      </Page>
    );
  }

  const { state, request } = view;
  const decision = request.kind === 'decision' ? request : null;
  const initiative = decision?.actions.findIndex((a) => a.action.type === 'initiative') ?? -1;
  const history = sessionHistory(view.events, view.results);
  const latest = [...history].reverse().find((h) => h.kind === 'initiative');
  // A split or a join just recorded is told where a press's result would be.
  const newest = history[history.length - 1];
  const changed = newest && (newest.kind === 'split' || newest.kind === 'merge') ? newest : undefined;
  const splitOrJoin = (type: string) => type === 'split' || type === 'merge';

  return (
    <Page title={title} back={`#/hun?mode=${mode}`}>
      <p class="session-line" data-events={view.events.length}>
        <strong>Turn {state.turn}</strong>: {state.player.units} player units ({state.player.acted} acted), {state.enemy.length} enemy on the table
      </p>
      <ErrorBox error={error} />

      {changed
        ? <p class="press-result card" aria-live="polite">{answerWords(changed)}</p>
        : latest?.result && <p class="press-result card" aria-live="polite">{pressWords(latest.result)}</p>}

      {request.kind === 'dice' && (
        <PatrolRoll request={request} dice={dice} onDice={setDice} error={errorFor(error, 'dice')}
          onRoll={() => act('game.roll', diceArgs(dice, 'game'))} />
      )}
      {request.kind === 'game_over' && <p class="card">{request.summary}</p>}

      <div class="patrol-buttons">
        <button type="button" class="button" disabled={busy || !view.can_undo} onClick={() => act('game.undo', {})}>Undo</button>
        <button type="button" class="button primary initiative" disabled={busy || initiative < 0}
          onClick={() => act('game.do', { number: initiative + 1 })}>Initiative</button>
      </div>

      {state.map && <PatrolMap map={state.map} enemy={state.enemy} latest={latest?.result?.spotted?.id} />}
      {state.map && <LineForm line={state.map.line} busy={busy} error={errorFor(error, 'line')}
        onMove={(line) => act('game.do', { action: { type: 'front-line', line } })} />}

      {state.enemy.length > 0 && (
        <section aria-labelledby="enemy-title">
          <h2 class="section-title" id="enemy-title">Enemy on the table ({state.enemy_generals} {state.enemy_generals === 1 ? "general" : "generals"})</h2>
          <ul class="enemy-list">
            {state.enemy.map((e) => (
              <li>#{e.id} {enemyName(e.quality, e.type)}{e.attendants ? ` (${e.attendants} attendants)` : ''}{e.at ? ` at ${pointWords(e.at)}` : ''}{e.acted ? ', has acted' : ''}</li>
            ))}
          </ul>
        </section>
      )}

      <PatrolHistory entries={history} />

      {decision && (
        <PatrolSplitMerge actions={decision.actions} busy={busy} error={errorFor(error, 'into')}
          onDo={(action) => act('game.do', { action })} />
      )}
      {decision && decision.actions.length > 1 && (
        <details class="patrol-other">
          <summary>A unit leaves the table, or the game ends</summary>
          {decision.actions.map((a, i) => a.action.type === 'initiative' || splitOrJoin(a.action.type) ? null : (
            <button type="button" class="button wide" onClick={() => act('game.do', { number: i + 1 })}>{a.label}</button>
          ))}
        </details>
      )}
      <PatrolScore counted={state.score ?? { survived: state.player.units, driven_off: 0, supply_captured: 0, headquarters_members: 0 }} />
      {/* Two taps: a stray one must not lose the session. */}
      <button type="button" class="button wide new-session" onClick={() => (forgetting ? newSession() : setForgetting(true))}>
        {forgetting ? 'Tap again to end this session for good' : 'New session'}
      </button>
    </Page>
  );
}

/** The players redraw their line as the game goes on (XII.B): its points as text. */
function LineForm({ line, busy, error, onMove }: { line: TablePoint[]; busy: boolean; error?: string | null; onMove: (line: string) => void }) {
  const current = line.map(([x, y]) => `${x},${y}`).join(' ');
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  return (
    <details class="patrol-other">
      <summary>Your line has moved</summary>
      <form class="line-form" onSubmit={(e) => { e.preventDefault(); onMove(text); }}>
        <Field kind="text" name="line" label="Its points, x,y in inches, left to right" value={text} onChange={setText} error={error} />
        <button type="submit" class="button" disabled={busy || text === current}>Move</button>
      </form>
    </details>
  );
}
