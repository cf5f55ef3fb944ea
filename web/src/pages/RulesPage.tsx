import { useEffect, useState } from 'preact/hooks';
import { ErrorBox } from '../components/ErrorBox';
import { Page } from '../components/Page';
import { loadRuleSet, type RuleSetSpec } from '../calc/ruleset';
import { choiceLabel, type FieldSpec, labelOf } from '../calc/spec';
import type { EngineError } from '../engine/engine-error';
import { href, type RouteProps } from '../router';

/** Where the app plays a rule set: its own app, or tracked games for those that play whole games. */
function playLink(ruleSet: RuleSetSpec): { href: string; title: string; text: string } | null {
  if (ruleSet.id === 'hun') return { href: '#/hun', title: 'The Hun at the Gates app', text: 'Patrol and defense sessions, the charts at the table' };
  if (ruleSet.game) return { href: '#/games', title: 'Play a tracked game', text: 'Start a scenario: every roll and decision kept, with undo' };
  return null;
}

/** A ruling's default as people read it. */
function defaultText(ruling: FieldSpec): string {
  const value = ruling.default;
  if (value === undefined || value === null) return 'none';
  if (value === true) return 'on';
  if (value === false) return ruling.may_be_off ? 'off' : 'no';
  return typeof value === 'string' ? choiceLabel(value) : String(value);
}

/** One rule set (#/rules/:id): what it is, its calculators, where to play it, its rulings. */
export function RulesPage({ route }: RouteProps) {
  const id = route.params.id;
  const [ruleSet, setRuleSet] = useState<RuleSetSpec | null>(null);
  const [error, setError] = useState<EngineError | null>(null);
  useEffect(() => {
    loadRuleSet(id).then(setRuleSet, setError);
  }, [id]);

  const play = ruleSet && playLink(ruleSet);
  return (
    <Page title={ruleSet?.name ?? 'Rule set'} back="#/">
      <ErrorBox error={error} />
      {!ruleSet && !error && <p class="muted" aria-live="polite">Loading the engine…</p>}
      {ruleSet && (
        <>
          <p class="lead">{ruleSet.about}</p>
          {play && (
            <ul class="link-list">
              <li><a href={play.href}><strong>{play.title}</strong>{play.text}</a></li>
            </ul>
          )}

          <h2 class="section-title">Calculators</h2>
          <ul class="link-list" aria-label="Calculators">
            {ruleSet.calculators.map((c) => (
              <li key={c.name}>
                <a href={href(`/calc/${encodeURIComponent(ruleSet.id)}/${encodeURIComponent(c.name)}`)}>
                  <strong>{labelOf(c.name)}{c.roll && <span class="tag">rolls dice</span>}</strong>
                  {c.description}
                </a>
              </li>
            ))}
          </ul>

          {ruleSet.rulings.length > 0 && (
            <details class="more rulings">
              <summary>Rulings ({ruleSet.rulings.length})</summary>
              <p class="muted">Where the rule text leaves a question open, the engine follows these; a game may change them.</p>
              <ul class="rulings-list" aria-label="Rulings">
                {ruleSet.rulings.map((r) => (
                  <li key={r.name}>
                    <strong>{labelOf(r.name)}</strong>
                    <span>{r.help}</span>
                    <span class="muted">Default: {defaultText(r)}{r.section ? ` · interprets ${r.section}` : ''}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </Page>
  );
}
