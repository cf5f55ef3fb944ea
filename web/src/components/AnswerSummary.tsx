import type { RefObject } from 'preact';
import { answerInOneLine, type Json, sortResult } from '../calc/result';

/** The answer in one line, kept in view at the top while the form is changed; its button jumps to the details. */
export function AnswerSummary({ result, busy, details }: { result: { [key: string]: Json }; busy: boolean; details: RefObject<HTMLElement | null> }) {
  const line = answerInOneLine(sortResult(result));
  if (!line) return null;
  return (
    <div class="answer-summary" role="status" aria-busy={busy}>
      <span><strong>Odds:</strong> {line}</span>
      <button type="button" class="button" onClick={() => details.current?.scrollIntoView({ block: 'start' })}>Details</button>
    </div>
  );
}
