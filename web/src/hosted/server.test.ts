import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine/engine-error';
import { serverCall } from './server';

/** A fetch that answers every request with `status` and `body`, and keeps what it was asked. */
function answering(status: number, body: string) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

/** The error a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<EngineError> {
  try {
    await call;
  } catch (e) {
    return e as EngineError;
  }
  throw new Error('the call did not fail');
}

describe('the game server client', () => {
  it('sends the seat token and a JSON body, and reads the JSON answer', async () => {
    const { fetcher, asked } = answering(200, '{"version": 3}');
    expect(await serverCall('/api/game/do', { body: { number: 2 }, token: 'g.t' }, fetcher)).toEqual({ version: 3 });
    expect(asked[0].init.method).toBe('POST');
    expect((asked[0].init.headers as Record<string, string>).Authorization).toBe('Bearer g.t');
    expect(asked[0].init.body).toBe('{"number":2}');
  });

  it("turns the server's error into an EngineError with its field", async () => {
    const { fetcher } = answering(400, '{"error": {"code": "bad-input", "message": "dice: bad", "field": "dice"}}');
    const error = await failure(serverCall('/api/game/roll', { body: {} }, fetcher));
    expect(error).toBeInstanceOf(EngineError);
    expect(error.field).toBe('dice');
  });

  it('says so when no game server answers (a static copy of the app)', async () => {
    const { fetcher } = answering(404, '<html>not found</html>');
    const error = await failure(serverCall('/api/join', { body: { code: 'X' } }, fetcher));
    expect(error.code).toBe('no-server');
    expect(error.message).toMatch(/sandtable serve/);
  });

  it('says so when the network is down', async () => {
    const fetcher = (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    const error = await failure(serverCall('/api/game', {}, fetcher));
    expect(error.code).toBe('offline');
  });
});
