import { useState } from 'preact/hooks';
import { ErrorBox } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { Page } from '../components/Page';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import { startGame } from '../games/play';
import { gameStore } from '../games/store';
import { type ChargeForm, type ChargeUnitForm, chargeScenarioText, covers, defaultChargeForm, firearms, meleeWeapons, qualities } from '../hun/charge-scenario';
import type { RouteProps } from '../router';

const asError = (e: unknown) => (e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }));
const choices = (names: readonly string[]) => names.map((n) => ({ value: n, label: n[0].toUpperCase() + n.slice(1) }));

/** One unit's fields; `side` ("charger" or "charged") keeps the ids apart. */
function UnitFields({ side, unit, onChange }: { side: 'charger' | 'charged'; unit: ChargeUnitForm; onChange: (u: ChargeUnitForm) => void }) {
  const set = (change: Partial<ChargeUnitForm>) => onChange({ ...unit, ...change });
  return (
    <>
      <Field kind="text" name={`${side}-name`} label="Name" value={unit.name} onChange={(name) => set({ name })} />
      <Field kind="select" name={`${side}-quality`} label="Quality" value={unit.quality} choices={choices(qualities)}
        onChange={(q) => set({ quality: q as ChargeUnitForm['quality'] })} />
      <Field kind="number" name={`${side}-figures`} label="Figures" value={unit.figures} min={1} max={50}
        onChange={(n) => set({ figures: n ?? 1 })} />
      <Field kind="switch" name={`${side}-mounted`} label="Mounted" value={unit.mounted} onChange={(mounted) => set({ mounted })} />
      <Field kind="select" name={`${side}-weapon`} label="Melee weapon" value={unit.melee_weapon} choices={choices(meleeWeapons)}
        onChange={(w) => set({ melee_weapon: w as ChargeUnitForm['melee_weapon'] })} />
      {side === 'charged' && (
        <>
          <Field kind="select" name="charged-firearm" label="Firearm (defensive fire)" value={unit.firearm} choices={choices(firearms)}
            onChange={(f) => set({ firearm: f as ChargeUnitForm['firearm'] })} />
          <Field kind="segmented" name="charged-cover" label="Cover" value={unit.cover} choices={choices(covers)}
            onChange={(c) => set({ cover: c as ChargeUnitForm['cover'] })} />
        </>
      )}
    </>
  );
}

/** IX: a charge played in order. The form gives the two units and the gap; the game page then asks for each step. */
export function ChargePage(_props: RouteProps) {
  const [form, setForm] = useState<ChargeForm>(defaultChargeForm);
  const [error, setError] = useState<EngineError | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (change: Partial<ChargeForm>) => setForm((f) => ({ ...f, ...change }));

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const record = await startGame({ scenario_text: chargeScenarioText(form), scenario_name: 'Charge', players: ['person', 'person'] }, call, gameStore());
      location.hash = `#/game/${encodeURIComponent(record.id)}`;
    } catch (e) {
      setError(asError(e));
      setBusy(false);
    }
  };

  return (
    <Page title="A charge in order" back="#/hun">
      <p class="hint">Section IX step by step: the charge move, the charged unit's morale and reaction, defensive fire, the attacks on contact and morale after them, each roll with its chances.</p>
      <form class="charge-form" aria-label="The charge" onSubmit={(e) => (e.preventDefault(), start())}>
        <Field kind="number" name="distance" label="Distance" unit="inches" value={form.distance} min={0} step="any"
          hint="Between the chargers and the charged when the charge is declared" onChange={(distance) => update({ distance })} />
        <Field kind="switch" name="open" label="Open ground (cavalry may counter-charge)" value={form.open} onChange={(open) => update({ open })} />
        <fieldset>
          <legend>The charging unit</legend>
          <UnitFields side="charger" unit={form.chargers} onChange={(chargers) => update({ chargers })} />
        </fieldset>
        <fieldset>
          <legend>The charged unit</legend>
          <UnitFields side="charged" unit={form.charged} onChange={(charged) => update({ charged })} />
        </fieldset>
        <ErrorBox error={error} />
        <button type="submit" class="button primary wide" disabled={busy || form.distance === null}>Start the charge</button>
      </form>
    </Page>
  );
}
