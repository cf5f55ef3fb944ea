import type { RefObject } from 'preact';

/** The answer in one line, kept in view at the top while a long form is changed; its button jumps to the details. */
export function AnswerSummary({ line, busy = false, details }: { line: string | null; busy?: boolean; details: RefObject<HTMLElement | null> }) {
  if (!line) return null;
  return (
    <div class="answer-summary" role="status" aria-busy={busy}>
      <span><strong>Odds:</strong> {line}</span>
      <button type="button" class="button" onClick={() => details.current?.scrollIntoView({ block: 'start' })}>Details</button>
    </div>
  );
}
