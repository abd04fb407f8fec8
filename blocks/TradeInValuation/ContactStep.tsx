import type { StepProps } from "./step-props.ts";
import { TextField } from "./TextField.tsx";

/** Step 4: who to send the valuation to. */
export function ContactStep({ idPrefix, form, errors, update }: StepProps) {
  const field = (name: "name" | "last_name" | "email" | "phone" | "postcode") => ({
    idPrefix, name, value: form[name], error: errors[name], onChange: (value: string) => update({ [name]: value }),
  });
  return (
    <>
      <TextField {...field("name")} label="First Name" autoComplete="given-name" maxLength={100} />
      <TextField {...field("last_name")} label="Last Name" autoComplete="family-name" maxLength={100} />
      <TextField {...field("email")} label="Email" type="email" autoComplete="email" maxLength={254} />
      <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" maxLength={20} />
      <TextField {...field("postcode")} label="Postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} />
    </>
  );
}
