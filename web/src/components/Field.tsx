import type { ComponentChildren } from 'preact';

/** The element id of the input for an API field, so ErrorBox can point at it: fieldId('strength') = "field-strength". */
export const fieldId = (name: string) => `field-${name}`;

interface Common {
  /** The API field's name ("strength"); the input's id is fieldId(name). */
  name: string;
  /** What a person reads and a screen reader announces. */
  label: string;
  /** A line of help under the label (range, unit, rule section). */
  hint?: string;
  /** The error message for this field (from ErrorBox's EngineError when its field is this one). */
  error?: string | null;
}

export type FieldProps = Common &
  (
    | { kind: 'number'; value: number | null; onChange: (value: number | null) => void; min?: number; max?: number; step?: number | 'any'; unit?: string }
    | { kind: 'text'; value: string; onChange: (value: string) => void; placeholder?: string; inputMode?: 'text' | 'numeric' | 'decimal' }
    | { kind: 'select'; value: string; onChange: (value: string) => void; choices: Choice[] }
    | { kind: 'segmented'; value: string; onChange: (value: string) => void; choices: Choice[] }
    | { kind: 'switch'; value: boolean; onChange: (value: boolean) => void }
  );

export interface Choice {
  value: string;
  label: string;
}

/** A labelled input for one API field: a number, text, a choice (select or segmented buttons) or a switch. */
export function Field(props: FieldProps) {
  const id = fieldId(props.name);
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-describedby': described, 'aria-invalid': props.error ? true : undefined };
  const notes = (
    <>
      {props.hint && <span class="hint" id={`${id}-hint`}>{props.hint}</span>}
      {props.error && <span class="field-error" id={`${id}-error`}>{props.error}</span>}
    </>
  );

  switch (props.kind) {
    case 'number':
      return (
        <Wrapper id={id} label={props.label} invalid={!!props.error} notes={notes}>
          <span class="with-unit">
            <input id={id} name={props.name} type="number" inputMode="decimal" min={props.min} max={props.max} step={props.step ?? 1}
              value={props.value ?? ''} {...aria}
              onInput={(e) => {
                const text = e.currentTarget.value;
                props.onChange(text === '' ? null : Number(text));
              }} />
            {props.unit && <span class="muted">{props.unit}</span>}
          </span>
        </Wrapper>
      );
    case 'text':
      return (
        <Wrapper id={id} label={props.label} invalid={!!props.error} notes={notes}>
          <input id={id} name={props.name} type="text" autocomplete="off" autocapitalize="off" spellcheck={false}
            inputMode={props.inputMode} placeholder={props.placeholder} value={props.value} {...aria}
            onInput={(e) => props.onChange(e.currentTarget.value)} />
        </Wrapper>
      );
    case 'select':
      return (
        <Wrapper id={id} label={props.label} invalid={!!props.error} notes={notes}>
          <select id={id} name={props.name} value={props.value} {...aria} onChange={(e) => props.onChange(e.currentTarget.value)}>
            {props.choices.map((c) => <option value={c.value}>{c.label}</option>)}
          </select>
        </Wrapper>
      );
    case 'segmented':
      // Radio buttons in a fieldset: the legend names the group, each option has its own label.
      return (
        <fieldset class="field" data-invalid={props.error ? '' : undefined} aria-describedby={described}>
          <legend>{props.label}</legend>
          <div class="segmented" id={id} tabIndex={-1}>
            {props.choices.map((c, i) => (
              <>
                <input type="radio" id={`${id}-${i}`} name={props.name} value={c.value} checked={props.value === c.value}
                  onChange={() => props.onChange(c.value)} />
                <label for={`${id}-${i}`}>{c.label}</label>
              </>
            ))}
          </div>
          {notes}
        </fieldset>
      );
    case 'switch':
      return (
        <div class="field" data-invalid={props.error ? '' : undefined}>
          <div class="switch-row">
            <label for={id}>{props.label}</label>
            <input id={id} name={props.name} type="checkbox" role="switch" class="switch" checked={props.value} {...aria}
              onChange={(e) => props.onChange(e.currentTarget.checked)} />
          </div>
          {notes}
        </div>
      );
  }
}

function Wrapper({ id, label, invalid, notes, children }: { id: string; label: string; invalid: boolean; notes: ComponentChildren; children: ComponentChildren }) {
  return (
    <div class="field" data-invalid={invalid ? '' : undefined}>
      <label for={id}>{label}</label>
      {children}
      {notes}
    </div>
  );
}
