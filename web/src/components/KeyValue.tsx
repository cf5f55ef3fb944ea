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
        {value.map((item) => <li>{reasonText(item) ?? <KeyValue value={item} name={name} />}</li>)}
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
