import { percent } from '../../engine/distribution';
import { type Chart, type ChartRow, chartLines, chartTotals, secondDieWords } from '../../hun/chart';

const stepNames = { hit: 'To hit', vital: 'Vital', killed: 'Save', wounded: 'Save', scratch: 'Save' } as const;

/** One row of an attack's chart: to hit, the vital roll where it has one, the save (d66), each with its chance; then the totals. */
export function AttackChart({ chart, row }: { chart: Chart; row: ChartRow }) {
  const totals = chartTotals(row);
  const equipment = chart.note !== undefined;
  return (
    <section aria-labelledby="chart-title">
      <h2 class="section-title" id="chart-title">The chart</h2>
      <table class="numbers chart-lines">
        <caption class="visually-hidden">The chart for this situation</caption>
        <thead>
          <tr><th scope="col">Roll</th><th scope="col">Die</th><th scope="col">Gives</th><th scope="col">Chance</th></tr>
        </thead>
        <tbody>
          {chartLines(row, equipment).map((line) => (
            <tr data-step={line.step}>
              <th scope="row">{stepNames[line.step]}</th>
              <td class="faces">{line.faces}</td>
              <td class="gives">{line.means}</td>
              <td>{percent(line.chance)} <span class="muted mono">{line.exact}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted chart-note">
        The save is rolled after a hit{row.vital ? ' that is not vital' : ''}; its chances are out of that roll. It reads
        as d66, the first die the tens and the second the units{secondDieWords(row.save) ? `: ${secondDieWords(row.save)}` : ''}.
        {equipment && ' Equipment: a second wound destroys it.'}
      </p>
      <h3 class="section-title">What one shot does</h3>
      <table class="numbers totals">
        <caption class="visually-hidden">Chances of each result, by the chart and by the model</caption>
        <thead>
          <tr><th scope="col">Result</th><th scope="col">Chart (your dice)</th><th scope="col">Model (digital)</th></tr>
        </thead>
        <tbody>
          <tr><th scope="row">Killed</th><td>{percent(totals.killed)} <span class="muted mono">{row.chart.kill_exact}</span></td><td>{percent(row.model.kill)}</td></tr>
          <tr><th scope="row">Wounded</th><td>{percent(totals.wounded)} <span class="muted mono">{row.chart.wound_exact}</span></td><td>{percent(row.model.wound)}</td></tr>
          <tr><th scope="row">Scratch</th><td>{percent(totals.scratch)}</td><td>{percent(row.model.scratch)}</td></tr>
          <tr><th scope="row">Miss</th><td>{percent(totals.miss)}</td><td>{percent(row.model.miss)}</td></tr>
        </tbody>
      </table>
    </section>
  );
}
