// Talking to the game server of `sandtable serve` (docs/server.md): JSON over HTTP, a seat's
// token in the Authorization header, errors as the engine's {code, message, field}.
import { EngineError } from '../engine/engine-error';

export type Fetch = typeof fetch;

/** One request to the game server; its JSON answer, or an EngineError with the server's words. */
export async function serverCall<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}, fetcher: Fetch = fetch): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetcher(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
    });
  } catch (e) {
    throw new EngineError({ code: 'offline', message: `The game server cannot be reached (${String(e)}). Check the network, then try again.` });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EngineError({ code: 'no-server', message: `No game server answers here (HTTP ${response.status}): open the app from 'sandtable serve'.` });
  }
  const error = (body as { error?: { code: string; message: string; field?: string } }).error;
  if (!response.ok || error) throw new EngineError(error ?? { code: 'internal', message: `HTTP ${response.status}` });
  return body as T;
}
