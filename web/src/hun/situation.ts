// A situation on the Hun page (mode, action, the fields' values, the chart row) and its round
// trip through the address, so it can be shared as a link: #/hun?action=fire-rifle&range=14.
import { type ChartRowName, type HunAction, type HunFieldName, chartRowFields, findAction, hunFields } from './hun-actions';

export type HunMode = 'competitive' | 'patrol' | 'defense';
export const hunModes: { value: HunMode; label: string }[] = [
  { value: 'competitive', label: 'Competitive' },
  { value: 'patrol', label: 'Patrol' },
  { value: 'defense', label: 'Defense' },
];

/** A field's value: a choice's name, inches (null: not given yet) or a check-box. */
export type FieldValue = string | number | boolean | null;

export interface Situation {
  mode: HunMode;
  action: HunAction;
  /** Only the fields the action uses. */
  values: Partial<Record<HunFieldName, FieldValue>>;
  /** Which chart row an attack is rolled on. */
  row: Record<ChartRowName, boolean>;
}

const isCheck = (name: HunFieldName) => hunFields[name].kind === 'check';

/** Reads a situation from the address's query; missing fields are left out (the engine's defaults). */
export function readSituation(query: URLSearchParams): Situation {
  const mode = hunModes.find((m) => m.value === query.get('mode'))?.value ?? 'competitive';
  const action = findAction(query.get('action'));
  const values: Situation['values'] = {};
  for (const name of action.fields) {
    const text = query.get(name);
    if (text === null) continue;
    if (isCheck(name)) values[name] = text === '1' || text === 'true';
    else if (hunFields[name].kind === 'inches') values[name] = text === '' || Number.isNaN(Number(text)) ? null : Number(text);
    else values[name] = text;
  }
  const row = {} as Record<ChartRowName, boolean>;
  for (const name of Object.keys(chartRowFields) as ChartRowName[]) row[name] = query.get(name) === '1';
  return { mode, action, values, row };
}

/** The query that brings the situation back: checks as 1, unset and false values left out. */
export function situationQuery(s: Situation): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = { mode: s.mode === 'competitive' ? undefined : s.mode, action: s.action.id };
  for (const name of s.action.fields) {
    const value = s.values[name];
    if (value === null || value === undefined || value === false) continue;
    query[name] = value === true ? 1 : value;
  }
  if (s.action.kind === 'attack') {
    for (const [name, on] of Object.entries(s.row)) if (on) query[name] = 1;
  }
  return query;
}

/** The calculator's arguments for the situation: the action's fixed ones and its fields'; with `row`, the chart row too. */
export function situationArgs(s: Situation, { row = false } = {}): Record<string, string | number | boolean> {
  const args: Record<string, string | number | boolean> = { ...s.action.fixed };
  for (const name of s.action.fields) {
    const value = s.values[name];
    if (value !== null && value !== undefined) args[hunFields[name].arg] = value;
  }
  if (row) for (const name of Object.keys(chartRowFields) as ChartRowName[]) args[chartRowFields[name].arg] = s.row[name];
  return args;
}
