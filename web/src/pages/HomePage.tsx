import { useEffect, useState } from 'preact/hooks';
import { ErrorBox } from '../components/ErrorBox';
import { Page } from '../components/Page';
import { call } from '../engine/client';
import type { EngineError } from '../engine/engine-error';
import type { RouteProps } from '../router';

/** One rule set as `{"call": "rules"}` lists it. */
interface RuleSetSummary {
  id: string;
  name: string;
  about: string;
  calculators: string[];
  rulings: number;
}

/** The start: the rule sets, the dice calculator and the games. */
export function HomePage(_props: RouteProps) {
  const [ruleSets, setRuleSets] = useState<RuleSetSummary[] | null>(null);
  const [error, setError] = useState<EngineError | null>(null);

  useEffect(() => {
    call<{ rule_sets: RuleSetSummary[] }>('rules').then((r) => setRuleSets(r.rule_sets), setError);
  }, []);

  return (
    <Page title="sandtable">
      <ul class="link-list">
        <li>
          <a href="#/dice"><strong>Dice calculator</strong>Exact odds of any roll, and digital dice</a>
        </li>
        <li>
          <a href="#/games"><strong>Games</strong>Your saved games, and new ones</a>
        </li>
      </ul>

      <h2 class="section-title">Rule sets</h2>
      <ErrorBox error={error} />
      {!ruleSets && !error && <p class="muted" aria-live="polite">Loading the engine…</p>}
      {ruleSets && (
        <ul class="link-list" aria-label="Rule sets">
          {ruleSets.map((r) => (
            <li key={r.id}>
              <a href={r.id === 'hun' ? '#/hun' : `#/rules/${encodeURIComponent(r.id)}`}>
                <strong>{r.name}</strong>
                {r.about}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
