// Form field names that differ from the spec's payload names (spaces make poor element ids).
const FORM_TO_PAYLOAD: Record<string, string> = { vehicle_make: "Vehicle Make", vehicle_model: "Vehicle Model" };
const PAYLOAD_TO_FORM = Object.fromEntries(Object.entries(FORM_TO_PAYLOAD).map(([form, payload]) => [payload, form]));

export function payloadKey(formKey: string): string {
  return Object.hasOwn(FORM_TO_PAYLOAD, formKey) ? FORM_TO_PAYLOAD[formKey]! : formKey;
}

export function formKey(payloadKey: string): string {
  return Object.hasOwn(PAYLOAD_TO_FORM, payloadKey) ? PAYLOAD_TO_FORM[payloadKey]! : payloadKey;
}
