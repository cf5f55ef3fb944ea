import { useEffect, useRef } from 'preact/hooks';
import type { EngineError } from '../engine/engine-error';
import { fieldId } from './Field';

export interface ErrorBoxProps {
  /** The refused call's error; nothing is shown without one. */
  error: EngineError | null;
}

/**
 * Shows an EngineError's message, announced to screen readers. When the error names a field,
 * a button moves the focus to that field's input (the Field shows the same message in red,
 * given `error={errorFor(error, name)}`).
 */
export function ErrorBox({ error }: ErrorBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  if (!error) return null;
  const field = error.field;
  return (
    <div class="error-box" role="alert" ref={box}>
      <p>{error.message}</p>
      {field && (
        <button type="button" class="button" onClick={() => document.getElementById(fieldId(field))?.focus()}>
          Go to the field
        </button>
      )}
    </div>
  );
}

/** The message a Field shows: the error's, if it names that field. */
export function errorFor(error: EngineError | null, name: string): string | null {
  return error && error.field === name ? error.message : null;
}
