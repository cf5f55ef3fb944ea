import { useEffect, useRef, useState } from 'preact/hooks';
import type { DiceChoice } from '../components/DiceEntry';
import { ErrorBox } from '../components/ErrorBox';
import { GameBoard } from '../components/GameBoard';
import { Page } from '../components/Page';
import { EngineError } from '../engine/engine-error';
import type { GameEvent } from '../games/game-protocol';
import { answerArgs } from '../games/order-shapes';
import { toldAfter } from '../games/telling';
import type { SeatView } from '../hosted/protocol';
import { RollOverride } from '../components/RollOverride';
import { seatIn, seatName } from '../hosted/seats';
import { serverCall } from '../hosted/server';
import { listenForChanges } from '../hosted/updates';
import { href, type RouteProps } from '../router';

const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

/** The join codes the host reads out, each with a link that fills it in. */
function JoinCodes({ view }: { view: SeatView }) {
  if (!view.join_codes) return null;
  return (
    <details class="join-codes" open>
      <summary>Join codes: give each person the code of his seat</summary>
      <ul aria-label="Join codes">
        {view.join_codes.map((c) => (
          <li>
            <span>{seatName(c.role, c.side, view.sides)}</span>{' '}
            <a class="code" href={href('/join', { code: c.code })}>{c.code.slice(0, 4)}-{c.code.slice(4)}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A seat at a hosted game (#/table/:game): what this seat may see, live, and what it may do. */
export function TablePage({ route }: RouteProps) {
  const game = route.params.game;
  const seat = seatIn(game);
  const [view, setView] = useState<SeatView | null>(null);
  const [log, setLog] = useState<GameEvent[]>([]);
  const [told, setTold] = useState<string[]>([]);
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);
  const lastSeq = useRef<number | null>(null);

  /** Reads what the seat may see now, and tells the answers made since the last look. */
  const load = async () => {
    if (!seat) return;
    try {
      const next = await serverCall<SeatView>('/api/game', { token: seat.token });
      const all = (await serverCall<{ events: GameEvent[] }>('/api/game/log', { token: seat.token })).events;
      const seen = lastSeq.current;
      if (seen !== null) setTold(toldAfter(all.filter((e) => e.seq > seen), next.sides, null, null));
      lastSeq.current = all.length ? all[all.length - 1].seq : 0;
      setView(next);
      setLog(all);
    } catch (e) {
      setError(asError(e));
    }
  };

  useEffect(() => {
    if (!seat) return;
    return listenForChanges(seat.token, () => void load());
  }, [game]);

  /** Sends one answer; the update stream brings the new view to every seat, this one included. */
  const send = async (path: string, body: Record<string, unknown> = {}) => {
    if (!seat || busy) return;
    setBusy(true);
    setError(null);
    try {
      await serverCall(path, { body, token: seat.token });
      await load();
    } catch (e) {
      setError(asError(e));
    }
    setBusy(false);
  };

  if (!seat) {
    return (
      <Page title="Hosted game" back="#/games">
        <p>This browser holds no seat in game {game}. <a href="#/join">Join it with your seat's code</a>.</p>
      </Page>
    );
  }
  const who = view ? seatName(view.seat.role, view.seat.side, view.sides) : '';
  const whoPlays = (side: number) => (view?.ai_sides.includes(side) ? 'the AI' : view?.seat.role === 'player' && view.seat.side === side ? 'you' : 'a person');
  return (
    <Page title={view?.scenario ?? 'Hosted game'} back="#/games">
      {view && <p class="muted" data-testid="seat">You are {who} · {view.ruleset_name} · {view.dice === 'typed' ? 'dice typed at the table' : 'the server rolls the dice'}</p>}
      {view && <JoinCodes view={view} />}
      {view ? (
        <GameBoard state={view.state} map={view.map} notes={view.unit_notes} summary={view.summary} sides={view.sides} request={view.request} log={log} told={told}
          busy={busy} error={error} whoPlays={whoPlays} mayRoll={view.may.roll} dice={dice} onDice={setDice}
          onAction={(given, side) => send('/api/game/do', { ...answerArgs(given), ...(side !== undefined && view.seat.role === 'umpire' && { side }) })}
          onRoll={() => send('/api/game/roll', dice.mode === 'typed' ? { dice: dice.faces } : {})}>
          {view.may.undo && (
            <div class="row">
              <button type="button" class="button" disabled={busy} onClick={() => send('/api/game/undo')}>Undo</button>
            </div>
          )}
        </GameBoard>
      ) : (
        <>
          {!error && <p class="muted" aria-live="polite">Joining the table…</p>}
          <ErrorBox error={error} />
        </>
      )}
      {(view?.may.override || view?.may.close) && (
        <section aria-label="Umpire">
          <h2 class="section-title">Umpire</h2>
          {view.may.override && (
            <RollOverride log={log} sides={view.sides} busy={busy} onOverride={(seq, dice) => send('/api/game/override', { seq, dice })} />
          )}
          {view.may.close && (
            <button type="button" class="button" disabled={busy} onClick={() => send('/api/game/close')}>Close the round: the orders written stand</button>
          )}
        </section>
      )}
      {view?.audit && view.audit.length > 0 && (
        <details class="event-log">
          <summary>Umpire's changes ({view.audit.length})</summary>
          <ol>{view.audit.map((a) => <li>{new Date(a.unix_ms).toLocaleTimeString()}: {a.what}</li>)}</ol>
        </details>
      )}
    </Page>
  );
}
