// An attack's chart as hun.chart answers it, read into the lines the page shows: the to-hit
// number, the vital roll, the save (a d66: the second die only when the first leaves the
// result open), each with its chance; and which row a situation rolls on.
import type { ChartRowName } from './hun-actions';

export interface ChartRow {
  fire: 'static' | 'moving';
  firer_wounded: boolean;
  target_wounded: boolean;
  hit_on: number;
  /** Words when a 6 to hit, then a second 6, kills with no save; null when the row has no vital roll. */
  vital: string | null;
  save: ChartSave;
  model: { hit: number; kill: number; wound: number; scratch: number; miss: number };
  chart: { hit: number; kill: number; wound: number; kill_exact: string; wound_exact: string };
}

/** One result of the save: its d66 range ("11-26", or "-" for none) and how many of the 36 it holds. */
export interface SaveResults {
  d66: string;
  of_36: number;
}

/** The save: read as d66, the first die the tens; `second_die_on` lists the first die's faces that need the second. */
export interface ChartSave {
  killed: SaveResults;
  wounded: SaveResults;
  scratch: SaveResults;
  second_die_on: number[];
}

export interface Chart {
  action: string;
  rows: ChartRow[];
  note?: string;
}

/** One line of the chart: what the die must show, what it means, and its chance. */
export interface ChartLine {
  step: 'hit' | 'vital' | 'killed' | 'wounded' | 'scratch';
  faces: string;
  means: string;
  chance: number;
  /** The chance as a fraction of the ways the dice fall ("3/6"). */
  exact: string;
}

/** A save's d66 range as the page shows it: "11-26", "34", or "none". */
export function d66Range(results: SaveResults): string {
  return results.of_36 === 0 ? 'none' : results.d66;
}

/** When the save needs its second die, in words: "the second die only on a first 2 or 4"; empty if never. */
export function secondDieWords(save: ChartSave): string {
  const faces = save.second_die_on;
  if (!faces.length) return '';
  const list = faces.length === 1 ? String(faces[0]) : `${faces.slice(0, -1).join(', ')} or ${faces[faces.length - 1]}`;
  return `the second die only on a first ${list}`;
}

/** The chart row a situation rolls on (static fire, nobody wounded unless asked); undefined if the chart has none. */
export function rowFor(chart: Chart, row: Record<ChartRowName, boolean>): ChartRow | undefined {
  return chart.rows.find((r) => (r.fire === 'moving') === row.moving && r.firer_wounded === row.firer_wounded && r.target_wounded === row.target_wounded);
}

/** Which of the row choices the chart has at all (a sword has no moving-fire row). */
export function rowChoices(chart: Chart): ChartRowName[] {
  const have: ChartRowName[] = [];
  if (chart.rows.some((r) => r.fire === 'moving')) have.push('moving');
  if (chart.rows.some((r) => r.firer_wounded)) have.push('firer_wounded');
  if (chart.rows.some((r) => r.target_wounded)) have.push('target_wounded');
  return have;
}

/** The to-hit line, the vital roll where the row has one, then the save's three results as d66 ranges (each given a hit that is not vital). */
export function chartLines(row: ChartRow, equipment = false): ChartLine[] {
  const hits = 7 - row.hit_on;
  const lines: ChartLine[] = [
    { step: 'hit', faces: `${row.hit_on}+`, means: 'a hit: roll the save', chance: hits / 6, exact: `${hits}/6` },
  ];
  if (row.vital) {
    lines.push({ step: 'vital', faces: '6, then 6', means: 'vital hit: killed, no save', chance: 1 / 36, exact: '1/36' });
  }
  const save = (step: ChartLine['step'], results: SaveResults, means: string) =>
    lines.push({ step, faces: d66Range(results), means, chance: results.of_36 / 36, exact: `${results.of_36}/36` });
  save('killed', row.save.killed, equipment ? 'destroyed' : 'killed');
  save('wounded', row.save.wounded, equipment ? 'damaged' : 'wounded');
  save('scratch', row.save.scratch, 'a mere scratch');
  return lines;
}

/** The row's whole result by the chart: killed, wounded, scratch, miss. */
export function chartTotals(row: ChartRow): { killed: number; wounded: number; scratch: number; miss: number } {
  const { hit, kill, wound } = row.chart;
  return { killed: kill, wounded: wound, scratch: Math.max(hit - kill - wound, 0), miss: 1 - hit };
}

/** A shot's totals by the chart in one line: "killed 10.65% · wounded 15.74% · miss 50.00%" (a scratch is in the details). */
export function chartInOneLine(totals: ReturnType<typeof chartTotals>): string {
  const pct = (p: number) => `${(p * 100).toFixed(2)}%`;
  return `killed ${pct(totals.killed)} · wounded ${pct(totals.wounded)} · miss ${pct(totals.miss)}`;
}
