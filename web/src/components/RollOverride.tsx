import { useState } from 'preact/hooks';
import { Field } from './Field';
import type { GameEvent } from '../games/game-protocol';
import { eventText } from '../games/telling';

interface Props {
  log: GameEvent[];
  sides: string[];
  busy: boolean;
  /** Sends the override: the roll's seq and the faces typed. */
  onOverride: (seq: number, dice: string) => void;
}

/** The umpire picks any roll of the log (the latest first) and types the faces that replace it;
 * the server applies every later answer again, or refuses, naming the one that no longer fits. */
export function RollOverride({ log, sides, busy, onOverride }: Props) {
  const rolls = log.filter((e) => e.kind === 'dice').reverse();
  const [picked, setPicked] = useState('');
  const [faces, setFaces] = useState('');
  if (rolls.length === 0) return null;
  const seq = rolls.some((e) => String(e.seq) === picked) ? Number(picked) : rolls[0].seq;
  return (
    <>
      <Field kind="select" name="override-seq" label="Roll to replace" hint="the latest first; the answers after it are applied again"
        value={String(seq)} onChange={setPicked}
        choices={rolls.map((e) => ({ value: String(e.seq), label: `${e.seq}. ${eventText(e, sides)}` }))} />
      <Field kind="text" name="override" label="New faces" hint="e.g. 6, or 3 5" inputMode="numeric" value={faces} onChange={setFaces} />
      <button type="button" class="button" disabled={busy || !faces.trim()} onClick={() => onOverride(seq, faces)}>Replace roll {seq}</button>
    </>
  );
}
