// Live updates of a hosted game: the server's stream of "change" events for one seat, read
// with fetch (an EventSource cannot send the token), opened again whenever it drops.
import type { Fetch } from './server';

/** Calls `onChange` whenever the game changes (and once on every connection); returns a stop. */
export function listenForChanges(token: string, onChange: () => void, fetcher: Fetch = fetch, retryMs = 2000): () => void {
  const stop = new AbortController();
  const listen = async () => {
    while (!stop.signal.aborted) {
      try {
        const response = await fetcher('/api/game/updates', { headers: { Authorization: `Bearer ${token}` }, signal: stop.signal, cache: 'no-store' });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          // Messages end with a blank line; a change is the only kind that matters.
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            if (text.slice(0, end).includes('event: change')) onChange();
            text = text.slice(end + 2);
            end = text.indexOf('\n\n');
          }
        }
      } catch {
        // Dropped or refused: wait, then listen again (a phone waking up, a server restarting).
      }
      if (!stop.signal.aborted) await new Promise((r) => setTimeout(r, retryMs));
    }
  };
  listen();
  return () => stop.abort();
}
