import { type Distribution, type Outcome, outcomeName, percent } from '../engine/distribution';

export interface DistChartProps {
  /** An integer or labelled distribution, as the API answers it. */
  dist: Distribution;
  /** Names the chart for screen readers ("2d6"); defaults to dist.expression. */
  title?: string;
  /** Show the exact fractions ("1/36") in the table when the answer has them. */
  showExact?: boolean;
}

const width = 360;
const height = 160;
const axis = 18;

/** A bar chart of a distribution (SVG) with the table of its chances (at least, at most) below. */
export function DistChart({ dist, title, showExact = true }: DistChartProps) {
  const outcomes = dist.outcomes ?? [];
  const name = title ?? dist.expression ?? 'distribution';
  // Past 1,000 totals the engine sends rows at quantiles instead of every outcome.
  const quantiles = !outcomes.length && !!dist.quantiles?.length;
  const rows: Outcome[] = quantiles ? (dist.quantiles ?? []) : outcomes;
  const labelled = rows.some((o) => o.label !== undefined);
  const cumulative = rows.some((o) => o.at_least !== undefined);
  // A quantile row has a column of its own, so the exact fractions give way to keep it in 390 px.
  const exact = showExact && !quantiles && rows.some((o) => o.exact !== undefined);
  const top = Math.max(...outcomes.map((o) => o.probability), 0) || 1;
  const slot = width / Math.max(outcomes.length, 1);
  const label_every = Math.ceil(outcomes.length / 18);

  return (
    <figure class="dist">
      {outcomes.length > 0 && (
        <svg viewBox={`0 0 ${width} ${height + axis}`} role="img" aria-label={`Chart of ${name}; the table below gives every chance`}>
          {outcomes.map((o, i) => {
            const h = (o.probability / top) * (height - 4);
            return (
              <rect class={labelled && i % 2 ? 'bar alt' : 'bar'} x={i * slot + slot * 0.1} y={height - h} width={slot * 0.8} height={h}>
                <title>{`${outcomeName(o)}: ${percent(o.probability)}`}</title>
              </rect>
            );
          })}
          <g class="axis">
            {outcomes.map((o, i) =>
              i % label_every === 0 ? (
                <text x={i * slot + slot / 2} y={height + axis - 4} text-anchor="middle">
                  {outcomeName(o).slice(0, 10)}
                </text>
              ) : null,
            )}
          </g>
        </svg>
      )}
      {(dist.mean !== undefined || dist.sd !== undefined) && (
        <figcaption class="summary">
          {dist.mean !== undefined && <>mean <strong>{dist.mean.toFixed(2)}</strong></>}
          {dist.sd !== undefined && <>, sd {dist.sd.toFixed(2)}</>}
          {dist.min !== undefined && dist.max !== undefined && <>, {dist.min} to {dist.max}</>}
        </figcaption>
      )}
      {dist.quantiles && !outcomes.length && (
        <p class="muted">
          {dist.outcomes_left_out ? `${dist.outcomes_left_out.distinct.toLocaleString('en')} different totals` : 'Too many totals'}, too
          many to list one by one: the table gives the totals at these points of the distribution.
        </p>
      )}
      <div class="table-scroll">
        <table class="numbers">
          <caption class="visually-hidden">Chances of {name}</caption>
          <thead>
            <tr>
              {quantiles && <th scope="col">Quantile</th>}
              <th scope="col">{labelled ? 'Outcome' : 'Total'}</th>
              <th scope="col">Chance</th>
              {cumulative && <th scope="col">At least</th>}
              {cumulative && <th scope="col">At most</th>}
              {exact && <th scope="col">Exact</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr>
                {quantiles && <td>{percent((o as { quantile?: number }).quantile ?? 0)}</td>}
                <th scope="row">{outcomeName(o)}</th>
                <td>{percent(o.probability)}</td>
                {cumulative && <td>{o.at_least !== undefined ? percent(o.at_least) : ''}</td>}
                {cumulative && <td>{o.at_most !== undefined ? percent(o.at_most) : ''}</td>}
                {exact && <td class="mono">{o.exact ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
