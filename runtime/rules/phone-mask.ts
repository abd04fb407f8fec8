/** How many leading characters of a dealer phone number stay visible before the shopper reveals it. */
export const PHONE_VISIBLE_CHARS = 5;

/** Spec §4 phone reveal: masked after the first 5 characters (digits become 'X', spacing kept). */
export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_VISIBLE_CHARS);
  return visible + phone.slice(PHONE_VISIBLE_CHARS).replace(/[0-9]/g, "X");
}
