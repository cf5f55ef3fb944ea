import { choiceLabel, type FieldSpec, hintOf, labelOf } from '../calc/spec';
import { Field } from './Field';

export interface SpecFieldProps {
  field: FieldSpec;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  error?: string | null;
}

// Up to this many choices show as buttons side by side; more as a drop-down list.
const mostButtons = 3;

/** One input built from a declared field: a switch, a number, a choice or text. */
export function SpecField({ field, value, onChange, error }: SpecFieldProps) {
  const common = { name: field.name, label: labelOf(field.name), hint: hintOf(field), error };
  switch (field.type) {
    case 'flag':
      return <Field kind="switch" {...common} value={value === true} onChange={onChange} />;
    case 'whole':
    case 'number': {
      // Typed text that is not a number is kept, so the engine can refuse it by name.
      const n = value === '' ? null : Number(value);
      return (
        <Field kind="number" {...common} value={n !== null && Number.isFinite(n) ? n : null} unit={field.unit}
          min={field.min} max={field.max} step={field.type === 'whole' ? 1 : 'any'}
          onChange={(v) => onChange(v === null ? '' : String(v))} />
      );
    }
    case 'choice': {
      const choices = (field.choices ?? []).map((c) => ({ value: c, label: choiceLabel(c) }));
      const settled = field.required || field.default !== undefined;
      if (settled && choices.length <= mostButtons) {
        return <Field kind="segmented" {...common} value={String(value)} choices={choices} onChange={onChange} />;
      }
      const none = settled ? [] : [{ value: '', label: '(none)' }];
      return <Field kind="select" {...common} value={String(value)} choices={[...none, ...choices]} onChange={onChange} />;
    }
    default:
      return <Field kind="text" {...common} value={String(value)} onChange={onChange} />;
  }
}
