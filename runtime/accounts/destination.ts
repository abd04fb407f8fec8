/** Where a one-time code goes: a mobile number (stored as 04xxxxxxxx) or an e-mail address (lower case). */
export type Destination = { kind: "phone"; value: string } | { kind: "email"; value: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Reads what a shopper typed as a mobile number (04.., +614.., 614.., with spaces, dashes or brackets) or an
 * e-mail address; null for anything else.
 */
export function readDestination(typed: string): Destination | null {
  const value = typed.trim();
  if (value.includes("@")) return value.length <= 254 && EMAIL.test(value) ? { kind: "email", value: value.toLowerCase() } : null;
  const digits = value.replace(/[\s().-]/g, "");
  const mobile = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return mobile ? { kind: "phone", value: `0${mobile[1]}` } : null;
}

/** The destination as a shopper is shown it: most of a number or address hidden. */
export function maskDestination(destination: string): string {
  if (destination.includes("@")) {
    const [name, domain] = destination.split("@") as [string, string];
    return `${name.slice(0, 1)}•••@${domain}`;
  }
  return `${destination.slice(0, 4)} ••• ${destination.slice(-3)}`;
}
