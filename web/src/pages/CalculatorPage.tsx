import { useEffect, useRef, useState } from 'preact/hooks';
import { AnswerSummary } from '../components/AnswerSummary';
import { CalculatorForm } from '../components/CalculatorForm';
import { type DiceChoice, DiceEntry } from '../components/DiceEntry';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { isMadeRoll, MadeRoll, type MadeRollAnswer } from '../components/MadeRoll';
import { Page } from '../components/Page';
import { ResultView } from '../components/ResultView';
import { answerInOneLine, type Json, sortResult } from '../calc/result';
import { type CalculatorSpec, loadRuleSet, type RuleSetSpec } from '../calc/ruleset';
import { argsFromState, type FieldSpec, type FormState, formFields, labelOf, queryFromState, stateFromQuery } from '../calc/spec';
import { freshSeed } from '../dice/seed';
import { call } from '../engine/client';
import type { EngineError } from '../engine/engine-error';
import { useAnswer } from '../engine/useAnswer';
import { replaceQuery, type RouteProps } from '../router';

/** A rule set's calculator (#/calc/:ruleset/:calculator?field=value...): its form from the declared input, its answer, its roll. */
export function CalculatorPage({ route }: RouteProps) {
  const { ruleset, calculator } = route.params;
  const [ruleSet, setRuleSet] = useState<RuleSetSpec | null>(null);
  const [loadError, setLoadError] = useState<EngineError | null>(null);
  useEffect(() => {
    loadRuleSet(ruleset).then(setRuleSet, setLoadError);
  }, [ruleset]);

  const spec = ruleSet?.calculators.find((c) => c.name === calculator);
  const title = spec ? labelOf(spec.name) : calculator;
  return (
    <Page title={ruleSet ? `${title} · ${ruleSet.name}` : title} back={`#/rules/${encodeURIComponent(ruleset)}`}>
      <ErrorBox error={loadError} />
      {ruleSet && !spec && (
        <p class="error-box" role="alert">{ruleSet.name} has no calculator “{calculator}”. <a href={`#/rules/${ruleset}`}>Its calculators</a></p>
      )}
      {!ruleSet && !loadError && <p class="muted" aria-live="polite">Loading the engine…</p>}
      {spec && <Calculator ruleset={ruleset} spec={spec} query={route.query} />}
    </Page>
  );
}

/** The form, the answer worked out as the form changes, and the roll. */
function Calculator({ ruleset, spec, query }: { ruleset: string; spec: CalculatorSpec; query: URLSearchParams }) {
  const callName = `${ruleset}.${spec.name}`;
  const fields = formFields(spec.input, spec.roll);
  const [state, setState] = useState<FormState>(() => stateFromQuery(fields, query));
  const [dice, setDice] = useState<DiceChoice>({ mode: 'digital' });
  const [made, setMade] = useState<MadeRollAnswer | null>(null);
  const [rollError, setRollError] = useState<EngineError | null>(null);

  const args = argsFromState(fields, state);
  const missing = missingRequired(fields, args);
  const key = missing.length ? null : JSON.stringify(args);
  const { result, error, busy } = useAnswer(key, () => call<{ [k: string]: Json }>(callName, args));

  useEffect(() => replaceQuery(queryFromState(fields, state)), [state]);

  const change = (next: FormState) => {
    setState(next);
    setMade(null);
    setRollError(null);
  };
  const example = (values: { [field: string]: Json }) =>
    change(stateFromQuery(fields, new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))));

  async function roll() {
    setRollError(null);
    const how = dice.mode === 'typed' ? { dice: dice.faces.trim() } : { seed: freshSeed() };
    try {
      const answer = await call<unknown>(callName, { ...args, ...how });
      if (isMadeRoll(answer)) setMade(answer);
    } catch (e) {
      setMade(null);
      setRollError(e as EngineError);
    }
  }

  const shownError = rollError ?? error;
  const details = useRef<HTMLElement>(null);
  return (
    <>
      {result && !error && <AnswerSummary line={answerInOneLine(sortResult(result))} busy={busy} details={details} />}
      <p class="lead">{spec.description}</p>
      {spec.examples.length > 0 && (
        <div class="chips" role="group" aria-label="Examples">
          {spec.examples.map((values, i) => (
            <button type="button" class="chip" onClick={() => example(values)}>{exampleName(values, i)}</button>
          ))}
        </div>
      )}
      <CalculatorForm fields={fields} state={state} onChange={change} error={shownError} />
      {missing.length > 0 && <p class="muted" aria-live="polite">To work it out, fill in: {missing.map((f) => labelOf(f.name)).join(', ')}.</p>}
      <ErrorBox error={shownError} />

      {spec.roll && !missing.length && (
        <section class="card roll-box" aria-label="Make the roll">
          <DiceEntry value={dice} onChange={(choice) => { setDice(choice); setRollError(null); }} label="Dice" error={errorFor(rollError, 'dice')} />
          <div class="actions">
            <button type="button" class="button primary" onClick={roll}>{dice.mode === 'typed' ? 'Read my dice' : 'Roll'}</button>
          </div>
          {made && <MadeRoll made={made} title={callName} />}
        </section>
      )}

      {result && !error && (
        <section ref={details} class="answer" aria-label="Answer" aria-busy={busy}>
          <h2 class="section-title">The odds</h2>
          <ResultView result={result} title={callName} />
        </section>
      )}
    </>
  );
}

/** Required fields with nothing in them: the engine is not asked until they are filled. */
function missingRequired(fields: FieldSpec[], args: Record<string, unknown>): FieldSpec[] {
  return fields.filter((f) => f.required && !(f.name in args));
}

/** An example's chip: its first few values ("line infantry, line, 4"). */
function exampleName(values: { [field: string]: Json }, index: number): string {
  const shown = Object.entries(values).filter(([k, v]) => k !== 'exact' && typeof v !== 'boolean').slice(0, 3).map(([, v]) => String(v).replace(/-/g, ' '));
  return shown.length ? shown.join(', ') : index === 0 ? 'Defaults' : `Example ${index + 1}`;
}
