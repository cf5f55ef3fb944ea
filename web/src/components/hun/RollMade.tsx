import { useEffect, useRef } from 'preact/hooks';
import { type RollAnswer, diceWords } from '../../hun/roll-words';

/** The roll made: what came of it, and what each die decided. */
export function RollMade({ made }: { made: RollAnswer }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), [made]);
  return (
    <section ref={box} class="roll-made" aria-live="polite" aria-labelledby="made-title">
      <h2 class="section-title" id="made-title">{made.method === 'digital' ? 'Digital dice' : 'Your dice'}</h2>
      <p class="outcome" data-outcome={made.outcome}>{made.words.charAt(0).toUpperCase() + made.words.slice(1)}</p>
      <ol class="dice-words">
        {diceWords(made).map((line) => <li>{line}</li>)}
      </ol>
    </section>
  );
}
