import { useState } from 'preact/hooks';
import { type FieldSpec, type FormState, initialValue } from '../calc/spec';
import type { EngineError } from '../engine/engine-error';
import { errorFor } from './ErrorBox';
import { SpecField } from './SpecField';

export interface CalculatorFormProps {
  fields: FieldSpec[];
  state: FormState;
  onChange: (state: FormState) => void;
  error: EngineError | null;
}

/**
 * The declared fields as a form: the required ones and any already changed come first; the
 * rest (each at its default) fold away under "More options", opened when one of them is at fault.
 */
export function CalculatorForm({ fields, state, onChange, error }: CalculatorFormProps) {
  const [opened, setOpened] = useState(false);
  const upfront = (f: FieldSpec) => f.required || state[f.name] !== initialValue(f);
  // Which fields are upfront is settled when the page opens, so a field does not jump away while it is changed.
  const [shownFirst] = useState(() => new Set(fields.filter(upfront).map((f) => f.name)));
  const first = fields.filter((f) => shownFirst.has(f.name));
  const more = fields.filter((f) => !shownFirst.has(f.name));
  const faultInMore = more.some((f) => f.name === error?.field);

  const field = (f: FieldSpec) => (
    <SpecField field={f} value={state[f.name] ?? initialValue(f)} error={errorFor(error, f.name)}
      onChange={(value) => onChange({ ...state, [f.name]: value })} />
  );
  return (
    <form class="calc-form" onSubmit={(e) => e.preventDefault()}>
      {first.map(field)}
      {more.length > 0 && (
        <details class="more" open={opened || faultInMore} onToggle={(e) => setOpened(e.currentTarget.open)}>
          <summary>More options ({more.length})</summary>
          {more.map(field)}
        </details>
      )}
    </form>
  );
}
