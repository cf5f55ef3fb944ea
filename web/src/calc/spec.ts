// A calculator's declared input specification (docs/api.md, `list` and `rules`) turned into
// form state, the address's query and the call's arguments: the form knows no rule set.

/** One declared input field, as the engine describes it. */
export interface FieldSpec {
  name: string;
  type: 'flag' | 'whole' | 'number' | 'choice' | 'text' | 'object';
  help: string;
  required: boolean;
  default?: unknown;
  unit?: string;
  section?: string;
  min?: number;
  max?: number;
  choices?: string[];
  max_length?: number;
  multiline?: boolean;
  may_be_off?: boolean;
}

/** What the form holds: a flag's boolean, every other field's text as typed ("" when empty). */
export type FormState = Record<string, string | boolean>;

/** The fields the engine adds to a calculator with a roll; DiceEntry asks for them instead. */
export const diceFieldNames = ['seed', 'dice', 'roll'] as const;

/** The fields a form shows: all declared, less the dice fields of a calculator with a roll. */
export function formFields(spec: FieldSpec[], hasRoll: boolean): FieldSpec[] {
  return hasRoll ? spec.filter((f) => !(diceFieldNames as readonly string[]).includes(f.name)) : spec;
}

/** A field's value before anyone touches it: its default, or empty (off for a flag). */
export function initialValue(field: FieldSpec): string | boolean {
  if (field.type === 'flag') return field.default === true;
  if (field.default === undefined || field.default === null) return '';
  return typeof field.default === 'object' ? JSON.stringify(field.default) : String(field.default);
}

/** Form state from the address's query; fields not in it start at their defaults. */
export function stateFromQuery(fields: FieldSpec[], query: URLSearchParams): FormState {
  const state: FormState = {};
  for (const field of fields) {
    const given = query.get(field.name);
    if (given === null) state[field.name] = initialValue(field);
    else state[field.name] = field.type === 'flag' ? given === 'true' || given === '1' || given === 'yes' : given;
  }
  return state;
}

/** The query that gives back this state: only the values that differ from their defaults, so links stay short. */
export function queryFromState(fields: FieldSpec[], state: FormState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of fields) {
    const value = state[field.name];
    if (value === undefined || value === initialValue(field)) continue;
    if (field.type === 'flag') query[field.name] = value ? 'true' : 'false';
    else if (value !== '') query[field.name] = String(value);
  }
  return query;
}

/**
 * The call's arguments: numbers as numbers, empty fields left out (the engine fills in its
 * defaults and names a missing required field). Text that is not a number goes as typed, so the
 * engine refuses it naming the field, in its own words.
 */
export function argsFromState(fields: FieldSpec[], state: FormState): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const value = state[field.name];
    if (value === undefined) continue;
    if (field.type === 'flag') {
      args[field.name] = value === true;
      continue;
    }
    const text = String(value).trim();
    if (text === '') continue;
    args[field.name] = typedValue(field, text);
  }
  return args;
}

function typedValue(field: FieldSpec, text: string): unknown {
  if (field.type === 'whole' || field.type === 'number') {
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (field.type === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (field.may_be_off && text === 'false') return false;
  return text;
}

/** A field's name as a label: "target_formation" -> "Target formation". */
export function labelOf(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A choice's name as people read it: "line-infantry" -> "line infantry". */
export function choiceLabel(choice: string): string {
  return choice.replace(/[_-]+/g, ' ');
}

/** The line under a field's label: its help, its range and unit, the rule section it interprets. */
export function hintOf(field: FieldSpec): string {
  const parts = [field.help];
  const unit = field.unit ? ` ${field.unit}` : '';
  if ((field.type === 'whole' || field.type === 'number') && field.min !== undefined && field.max !== undefined) {
    parts.push(`${field.min} to ${field.max}${unit}`);
  } else if (unit) {
    parts.push(`in ${field.unit}`);
  }
  if (field.section) parts.push(field.section);
  return parts.filter(Boolean).join(' · ');
}
