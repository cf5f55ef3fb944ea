import { labelOf } from '../calc/spec';
import { type Json, reasonText, valueText } from '../calc/result';

/** Any JSON value as a tidy list of names and values (for answer members of no known shape). */
export function KeyValue({ value, name = '' }: { value: Json; name?: string }) {
  if (value === null) return <span class="muted">none</span>;
  if (typeof value !== 'object') return <>{valueText(name, value)}</>;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return <>{value.map((v) => (v === null ? 'none' : valueText(name, v))).join(', ')}</>;
    return (
      <ol class="kv-list">
        {value.map((item, i) => {
          const reason = reasonText(item);
          if (reason !== null || item === null || typeof item !== 'object' || Array.isArray(item)) {
            return <li>{reason ?? <KeyValue value={item} name={name} />}</li>;
          }
          // A list of objects (a chart's rows): each folds away under its short values, the first open.
          return (
            <li>
              <details class="kv-item" open={i === 0}>
                <summary>{summaryOf(item) || `${labelOf(name)} ${i + 1}`}</summary>
                <KeyValue value={item} name={name} />
              </details>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <dl class="kv">
      {Object.entries(value).map(([key, member]) => (
        <div>
          <dt>{labelOf(key)}</dt>
          <dd><KeyValue value={member} name={key} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** An object's short values in a line ("static · firer wounded: no · hit on: 4"), to tell list items apart. */
function summaryOf(item: { [key: string]: Json }): string {
  return Object.entries(item)
    .filter(([, v]) => typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))
    .filter(([, v]) => String(v).length <= 24)
    .map(([k, v]) => (typeof v === 'string' ? v : `${labelOf(k).toLowerCase()}: ${valueText(k, v as number | boolean)}`))
    .join(' · ');
}
