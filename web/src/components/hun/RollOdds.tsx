import { DistChart } from '../DistChart';
import { type Distribution, percent } from '../../engine/distribution';

/** What a roll calculator answers without dice (its dice, chances and reasons); fire-mg has only the reasons. */
export interface RollOddsAnswer {
  dice?: string;
  distribution?: Distribution;
  why?: string[];
  chance?: number;
  on_target?: number;
  blast_inches?: number;
  arrives?: number;
  communications_lost?: number;
}

/** The roll to make and its exact chances, with the reasons behind them. */
export function RollOdds({ odds, title, heading = 'The roll' }: { odds: RollOddsAnswer; title: string; heading?: string }) {
  return (
    <section aria-labelledby="odds-title">
      <h2 class="section-title" id="odds-title">{heading}</h2>
      {odds.dice && <p class="roll-dice"><strong>{odds.dice}</strong></p>}
      {odds.chance !== undefined && <p>Chance to pass: <strong>{percent(odds.chance)}</strong></p>}
      {odds.arrives !== undefined && (
        <p>Fire arrives: <strong>{percent(odds.arrives)}</strong>; communications lost: <strong>{percent(odds.communications_lost ?? 0)}</strong></p>
      )}
      {odds.on_target !== undefined && <p>On target: <strong>{percent(odds.on_target)}</strong>; blast {odds.blast_inches} inches</p>}
      {odds.why && odds.why.length > 0 && (
        <ul class="why">{odds.why.map((w) => <li>{w}</li>)}</ul>
      )}
      {odds.distribution && odds.chance === undefined && odds.arrives === undefined && <DistChart dist={odds.distribution} title={title} showExact />}
    </section>
  );
}
