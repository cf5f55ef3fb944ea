import { Field } from '../Field';
import { type HunField } from '../../hun/hun-actions';
import type { FieldValue } from '../../hun/situation';
import type { FieldSpec } from '../../hun/specs';

/** How a choice reads on screen: "fortification" -> "Fortification", "double-45" -> "Two 45° arcs". */
export function choiceLabel(value: string): string {
  const special: Record<string, string> = { none: 'None (open)', '45': '45°', '90': '90°', 'double-45': 'Two 45° arcs' };
  return special[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
}

export interface HunFieldInputProps {
  field: HunField;
  /** The argument's specification from `list` (choices, range, default, help). */
  spec: FieldSpec | undefined;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string | null;
}

/** One of the app's fields, labelled with the rule book's name, filled from the calculator's specification. */
export function HunFieldInput({ field, spec, value, onChange, error }: HunFieldInputProps) {
  const common = { name: field.arg, label: field.label, error };
  switch (field.kind) {
    case 'check':
      return <Field kind="switch" {...common} value={value === true} onChange={onChange} />;
    case 'inches':
      return (
        <Field kind="number" {...common} unit="inches" min={spec?.min} max={spec?.max} step={1}
          value={typeof value === 'number' ? value : null} onChange={onChange}
          hint={spec?.max !== undefined ? `0 to ${spec.max}` : undefined} />
      );
    case 'choice': {
      const choices = (spec?.choices ?? []).map((c) => ({ value: c, label: choiceLabel(c) }));
      // With no default (a morale check's Actor) the engine reads a unit as soldiers.
      const fallback = spec?.default ?? (spec?.choices?.includes('soldier') ? 'soldier' : choices[0]?.value);
      const current = typeof value === 'string' ? value : String(fallback ?? '');
      return choices.length <= 4
        ? <Field kind="segmented" {...common} choices={choices} value={current} onChange={onChange} />
        : <Field kind="select" {...common} choices={choices} value={current} onChange={onChange} />;
    }
  }
}
