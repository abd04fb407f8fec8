import { SERVICE_KEY_PREFIX } from "./option-fields.ts";
import type { FormValues } from "./form-types.ts";

/**
 * Spec §5: radio-option keys are stripped from the form values and checked keys become the additional_services
 * list. A service is checked when its checkbox is ticked or its Yes/No radio says Yes.
 */
export function splitAdditionalServices(values: FormValues): { rest: FormValues; additional_services: string[] } {
  const rest: FormValues = {};
  const additional_services: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(SERVICE_KEY_PREFIX)) rest[key] = value;
    else if (value === true || value === "Yes") additional_services.push(key.slice(SERVICE_KEY_PREFIX.length));
  }
  return { rest, additional_services };
}

/** The form values a stored additional_services list stands for (the API re-checks a lead by its form). */
export function serviceValues(services: readonly string[], radioKeys: ReadonlySet<string>): FormValues {
  return Object.fromEntries(services.map((key) => [SERVICE_KEY_PREFIX + key, radioKeys.has(key) ? "Yes" : true]));
}
