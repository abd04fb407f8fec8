import { STATES } from "./valuation-form.ts";
import type { StepProps } from "./step-props.ts";
import { TextField } from "./TextField.tsx";

/** Step 1: the rego and its state, and which car it is. */
export function VehicleStep({ idPrefix, form, errors, update }: StepProps) {
  return (
    <>
      <TextField idPrefix={idPrefix} name="rego" label="Rego" value={form.rego} error={errors.rego} maxLength={10}
        autoCapitalize="characters" onChange={(rego) => update({ rego: rego.toUpperCase() })} />
      <div className="fc-valuation__field">
        <label htmlFor={`${idPrefix}-regoState`}>State</label>
        <select id={`${idPrefix}-regoState`} name="regoState" value={form.regoState}
          onChange={(event) => update({ regoState: event.currentTarget.value })}>
          {STATES.map((state) => <option key={state} value={state}>{state.toUpperCase()}</option>)}
        </select>
      </div>
      <TextField idPrefix={idPrefix} name="make" label="Make" value={form.make} error={errors.make} maxLength={100}
        onChange={(make) => update({ make })} />
      <TextField idPrefix={idPrefix} name="model" label="Model" value={form.model} error={errors.model} maxLength={100}
        onChange={(model) => update({ model })} />
      <TextField idPrefix={idPrefix} name="year" label="Year" value={form.year} error={errors.year} inputMode="numeric"
        maxLength={4} onChange={(year) => update({ year: year.replace(/\D/g, "") })} />
    </>
  );
}
