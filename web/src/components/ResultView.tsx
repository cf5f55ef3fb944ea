import { type Json, reasonText, sortResult } from '../calc/result';
import { labelOf } from '../calc/spec';
import type { Distribution } from '../engine/distribution';
import { DistChart } from './DistChart';
import { KeyValue } from './KeyValue';

export interface ResultViewProps {
  result: { [key: string]: Json };
  /** Names the main chart ("mininap.fire"). */
  title: string;
  /** Members shown elsewhere (a made roll's record). */
  skip?: readonly string[];
}

/** A calculator's answer: the facts, the distribution as a chart, why it is so, then anything else. */
export function ResultView({ result, title, skip = [] }: ResultViewProps) {
  const sorted = sortResult(result, skip);
  return (
    <div class="result">
      {sorted.facts.length > 0 && <KeyValue value={Object.fromEntries(sorted.facts.map((f) => [f.key, f.value]))} />}
      {sorted.main && <DistChart dist={sorted.main.dist} title={sorted.main.key ? `${title}: ${labelOf(sorted.main.key)}` : title} />}
      {sorted.why.map(({ key, items }) => (
        <section class="card why" aria-label={labelOf(key)}>
          <h2 class="section-title">{key === 'why' || key === 'factors' ? 'Why' : labelOf(key)}</h2>
          <ul>
            {items.map((item) => <li>{reasonText(item) ?? <KeyValue value={item} name={key} />}</li>)}
          </ul>
        </section>
      ))}
      {sorted.charts.map(({ key, dist }) => (
        <section aria-label={labelOf(key)}>
          <h2 class="section-title">{labelOf(key)}</h2>
          <DistChart dist={dist as Distribution} title={`${title}: ${labelOf(key)}`} />
        </section>
      ))}
      {sorted.other.map(({ key, value }) => (
        <section class="card" aria-label={labelOf(key)}>
          <h2 class="section-title">{labelOf(key)}</h2>
          <KeyValue value={value} name={key} />
        </section>
      ))}
    </div>
  );
}
