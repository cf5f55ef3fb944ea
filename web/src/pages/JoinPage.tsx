import { useState } from 'preact/hooks';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { Page } from '../components/Page';
import { EngineError } from '../engine/engine-error';
import type { SeatAnswer, SeatView } from '../hosted/protocol';
import { holdSeat, seatName } from '../hosted/seats';
import { serverCall } from '../hosted/server';
import type { RouteProps } from '../router';

const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

/** Takes a seat at a hosted game with the code its host read out (#/join?code=...). */
export function JoinPage({ route }: RouteProps) {
  const [code, setCode] = useState(route.query.get('code') ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await serverCall<SeatAnswer>('/api/join', { body: { code } });
      const view = await serverCall<SeatView>('/api/game', { token: joined.token });
      holdSeat({ game: joined.game, token: joined.token, role: joined.seat.role, side: joined.seat.side,
        title: `${seatName(joined.seat.role, joined.seat.side, view.sides)} in ${view.scenario}`, joined_ms: Date.now() });
      location.hash = `#/table/${encodeURIComponent(joined.game)}`;
    } catch (e) {
      setError(asError(e));
      setBusy(false);
    }
  };

  return (
    <Page title="Join a game" back="#/games">
      <p>The game's host (the umpire, or the player who started it) has a code for each seat.</p>
      <Field kind="text" name="code" label="Your seat's code" hint="8 letters and digits, e.g. K7P3-QX2A" value={code}
        onChange={setCode} error={errorFor(error, 'code')} />
      <button type="button" class="button primary wide" disabled={busy || !code.trim()} onClick={join}>Join</button>
      <ErrorBox error={error} />
    </Page>
  );
}
