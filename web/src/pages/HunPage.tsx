import { useEffect, useRef, useState } from 'preact/hooks';
import { AnswerSummary } from '../components/AnswerSummary';
import { DiceEntry, type DiceChoice, diceArgs } from '../components/DiceEntry';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { Page } from '../components/Page';
import { AttackChart } from '../components/hun/AttackChart';
import { HunFieldInput } from '../components/hun/HunFieldInput';
import { RollMade } from '../components/hun/RollMade';
import { type RollOddsAnswer, RollOdds } from '../components/hun/RollOdds';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import { type Chart, chartInOneLine, chartTotals, rowChoices, rowFor } from '../hun/chart';
import { type ChartRowName, chartRowFields, findAction, hunActions, hunFields } from '../hun/hun-actions';
import type { RollAnswer } from '../hun/roll-words';
import { type Situation, hunModes, readSituation, situationArgs, situationQuery } from '../hun/situation';
import { argSpec, useCallSpecs } from '../hun/specs';
import { type RouteProps, href, replaceQuery } from '../router';

const asEngineError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));

/** The Hun at the Gates app (rule book IV.B, V): mode, action, that action's fields, its chart or roll, and the roll made. */
export function HunPage({ route }: RouteProps) {
  const [situation, setSituation] = useState<Situation>(() => readSituation(route.query));
  const [odds, setOdds] = useState<Chart | RollOddsAnswer | null>(null);
  const [error, setError] = useState<EngineError | null>(null);
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [made, setMade] = useState<RollAnswer | null>(null);
  const details = useRef<HTMLDivElement>(null);
  const { specs, error: specsError } = useCallSpecs();
  const { action } = situation;
  const chartCall = action.kind === 'attack' ? 'hun.chart' : action.calculator;

  // Distances without a default must be given before there is anything to show.
  const missing = specs
    ? action.fields.filter((n) => hunFields[n].kind === 'inches' && situation.values[n] == null && argSpec(specs, action.calculator, hunFields[n].arg)?.default === undefined)
    : [];

  useEffect(() => replaceQuery(situationQuery(situation)), [situation]);
  useEffect(() => {
    let current = true;
    setMade(null);
    if (!specs || missing.length) return setOdds(null);
    call<Chart | RollOddsAnswer>(chartCall, situationArgs(situation)).then(
      (answer) => current && (setOdds(answer), setError(null)),
      (e) => current && (setOdds(null), setError(asEngineError(e))),
    );
    return () => { current = false; };
  }, [situation, specs]);

  const update = (change: Partial<Situation>) => setSituation((s) => ({ ...s, ...change }));
  const chart = action.kind === 'attack' && odds && 'rows' in odds ? odds : null;
  const row = chart ? rowFor(chart, situation.row) : undefined;
  const rolls = action.kind !== 'table';

  const roll = () => {
    call<RollAnswer>(action.calculator, { ...situationArgs(situation, { row: action.kind === 'attack' }), ...diceArgs(dice) }).then(
      (answer) => (setMade(answer), setError(null)),
      (e) => (setMade(null), setError(asEngineError(e))),
    );
  };

  return (
    <Page title="The Hun at the Gates" back="#/">
      {chart && row && <AnswerSummary line={chartInOneLine(chartTotals(row))} details={details} />}
      <Field kind="segmented" name="mode" label="Mode" value={situation.mode} choices={hunModes}
        onChange={(mode) => update({ mode: mode as Situation['mode'] })} />
      <p class="hint mode-hint">
        {situation.mode === 'competitive'
          ? 'The sides dice for initiative at the table.'
          : 'The Initiative button decides who acts and spots the enemy.'}
      </p>
      {/* In the page, not floating over it: a floating button covered the dice fields. */}
      {situation.mode !== 'competitive' && (
        <a class="button primary initiative-button" href={href('/hun/patrol', { mode: situation.mode })}>Initiative</a>
      )}
      <a class="button charge-button" href={href('/hun/charge', {})}>A charge in order (IX)</a>
      <Field kind="select" name="action" label="Action" value={action.id}
        choices={hunActions.map((a) => ({ value: a.id, label: a.label }))}
        onChange={(id) => update({ action: findAction(id), values: {} })} />
      <p class="hint">{action.group ? 'A group action: one roll for the whole group.' : 'An individual action: each figure rolls for itself.'}</p>

      <ErrorBox error={error ?? (specsError ? asEngineError(specsError) : null)} />
      {specs && (
        <form class="hun-fields" aria-label={`${action.label}: fields`} onSubmit={(e) => e.preventDefault()}>
          {action.fields.length === 0 && <p class="muted">This action needs no fields.</p>}
          {action.fields.map((name) => (
            <HunFieldInput field={hunFields[name]} spec={argSpec(specs, action.calculator, hunFields[name].arg)}
              value={situation.values[name]} error={errorFor(error, hunFields[name].arg)}
              onChange={(value) => update({ values: { ...situation.values, [name]: value } })} />
          ))}
        </form>
      )}

      {missing.length > 0 && <p class="card muted">Give the {missing.map((n) => hunFields[n].label).join(' and ')} to see the chances.</p>}
      {chart && (
        <fieldset class="chart-row">
          <legend>Chart row</legend>
          {rowChoices(chart).length === 0 && <p class="muted">This chart has one row.</p>}
          {rowChoices(chart).map((name: ChartRowName) => (
            <Field kind="switch" name={name} label={chartRowFields[name].label} value={situation.row[name]}
              error={errorFor(error, name)} onChange={(on) => update({ row: { ...situation.row, [name]: on } })} />
          ))}
        </fieldset>
      )}
      {chart && row && <div ref={details} class="answer"><AttackChart chart={chart} row={row} /></div>}
      {odds && !chart && <RollOdds odds={odds as RollOddsAnswer} title={action.label} heading={rolls ? 'The roll' : 'No roll: what it means'} />}

      {rolls && odds && (chart ? row : true) && (
        <section class="resolve" aria-label="Make the roll">
          <DiceEntry value={dice} onChange={setDice} label="Dice" error={errorFor(error, 'dice')} />
          <button type="button" class="button primary wide" onClick={roll}>
            {action.kind === 'attack' ? 'Resolve' : 'Roll'}
          </button>
        </section>
      )}
      {made && <RollMade made={made} />}

    </Page>
  );
}
