import { Field } from './Field';

/** Digital dice from the engine, or the faces of physical dice typed in ("3 5"). */
export type DiceChoice = { mode: 'digital' } | { mode: 'typed'; faces: string };

export interface DiceEntryProps {
  /** The API field the faces go to (usually "dice"); its input's id is fieldId(name). */
  name?: string;
  value: DiceChoice;
  onChange: (value: DiceChoice) => void;
  /** Sides of the dice, for the pad of faces (6). */
  sides?: number;
  /** What the dice are for ("Fire: 5 dice"). */
  label?: string;
  error?: string | null;
}

/** Chooses digital dice, or takes the faces rolled at the table: typed, or tapped on a pad. */
export function DiceEntry({ name = 'dice', value, onChange, sides = 6, label = 'Dice', error }: DiceEntryProps) {
  const faces = value.mode === 'typed' ? value.faces : '';
  const typed = (text: string) => onChange({ mode: 'typed', faces: text });
  return (
    <div class="dice-entry">
      <Field kind="segmented" name={`${name}-mode`} label={label} value={value.mode}
        choices={[{ value: 'digital', label: 'Roll for me' }, { value: 'typed', label: 'I rolled' }]}
        onChange={(mode) => onChange(mode === 'digital' ? { mode: 'digital' } : { mode: 'typed', faces })} />
      {value.mode === 'typed' && (
        <>
          <Field kind="text" name={name} label="Faces, in the order rolled" hint="e.g. 3 5" inputMode="numeric"
            value={faces} error={error} onChange={typed} />
          <div class="dice-pad" role="group" aria-label="Add a face">
            {Array.from({ length: sides }, (_, i) => i + 1).map((face) => (
              <button type="button" class="button" onClick={() => typed(`${faces.trim()} ${face}`.trim())}>{face}</button>
            ))}
            <button type="button" class="button" aria-label="Remove the last face"
              onClick={() => typed(faces.trim().split(/[\s,]+/).slice(0, -1).join(' '))}>⌫</button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The arguments for this choice: {dice: "3 5"} for typed faces; for digital dice {roll: true}
 * to a calculator, nothing to game.roll (the game's own seeded dice).
 */
export function diceArgs(choice: DiceChoice, target: 'calculator' | 'game' = 'calculator'): Record<string, string | boolean> {
  if (choice.mode === 'typed') return { dice: choice.faces.trim() };
  return target === 'calculator' ? { roll: true } : {};
}
