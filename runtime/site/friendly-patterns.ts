/** What the schemas' common patterns mean, so messages say "lowercase words joined by hyphens" rather than a regex. */
const PATTERNS: Record<string, string> = {
  "^[a-z0-9]+(-[a-z0-9]+)*$": "lowercase letters and digits, words joined by single hyphens (e.g. harbour-motors)",
  "^[0-9]{4}$": "a four-digit postcode",
  "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$": "a hex colour such as #0b5cab",
  "^([01][0-9]|2[0-3]):[0-5][0-9]$": "a 24-hour time such as 08:30",
  "^[0-9+() ]{6,20}$": "a phone number of digits, spaces, + and brackets",
  "^[A-Za-z][A-Za-z0-9_-]*$": "a letter followed by letters, digits, - or _",
  "^(/[^/]|https://)": "a path on the site (/media/...) or an https:// address",
  "^/$|^(/([A-Za-z0-9._~-]|\\{[a-zA-Z_][a-zA-Z0-9_]*\\})+)+/?$":
    "a path starting with / whose parameters are written {name} (e.g. /cars/{slug})",
};

export function describePattern(pattern: string): string {
  return PATTERNS[pattern] ?? `text matching the pattern ${pattern}`;
}
