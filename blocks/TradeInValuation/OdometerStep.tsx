import { formatOdometer } from "./odometer.ts";
import type { StepProps } from "./step-props.ts";
import { TextField } from "./TextField.tsx";

/** Step 2: the odometer, shown with thousands separators and a kms suffix (spec §5). */
export function OdometerStep({ idPrefix, form, errors, update }: StepProps) {
  return (
    <TextField idPrefix={idPrefix} name="odometer" label="Odometer" value={form.odometer} error={errors.odometer}
      inputMode="numeric" suffix="kms" onChange={(text) => update({ odometer: formatOdometer(text) })} />
  );
}
