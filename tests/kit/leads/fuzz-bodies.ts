/** Seeded pseudo-random numbers (mulberry32), so a failing fuzz case can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HOSTILE_TEXTS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  "1 OR 1=1",
  "' UNION SELECT * FROM lead_outbox --",
  '=HYPERLINK("http://evil.example")',
  "\u0000NUL\u0000",
  "\ud800 lone surrogate",
  "\u202eevil RTL",
  "zero\u200bwidth",
  "emoji 🚗🏎️👨‍👩‍👧",
  "ｆｕｌｌｗｉｄｔｈ",
  "\\u0000 escaped",
  "%00%27",
  "${7*7}{{7*7}}",
];

const FIELDS = [
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "category",
  "car_id",
  "location_id",
  "dealership_slug",
  "additional_services",
  "terms_conditions",
  "opt_in",
  "kms",
  "lead_attributes",
  "Vehicle Make",
  "PreferredContactMethod",
  "regoState",
  "preferred_date",
  "preferred_time",
  "lead_id",
  "adjustmentAnswers",
  "form",
  "source",
  "website",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Any JSON value, nested a little. */
export function randomValue(random: () => number, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 6 : 8));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor((random() - 0.5) * 10 ** Math.floor(random() * 20));
    case 3:
      return random() * 1e6;
    case 4:
      return pick(random, HOSTILE_TEXTS);
    case 5:
      return "x".repeat(Math.floor(random() * 3000));
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [
          pick(random, [...FIELDS, "__proto__", "constructor", "x"]),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

/** A request body that must be refused: every one carries at least one certain fault, plus random noise. */
export function malformedBody(random: () => number): string {
  const kind = Math.floor(random() * 6);
  if (kind === 0)
    return pick(random, ["", "{", "[]", "null", '"text"', '{"userData":', "\u0000", "<xml/>", "userData=1&isLastStep=true"]);
  if (kind === 1) return JSON.stringify(randomValue(random));
  const userData: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 6); i > 0; i--) userData[pick(random, FIELDS)] = randomValue(random);
  const faults = [
    () => (userData[`x_${Math.floor(random() * 1000)}`] = randomValue(random)),
    () => (userData.postcode = pick(random, ["400", "40000", "abcd", 4000, "４０００", "40 0"])),
    () => (userData.car_id = pick(random, ["5001", -1, 1.5, 2 ** 40, true])),
    () => (userData.email = pick(random, ["ada", "@", "a@b", "<script>@x.com", 42])),
    () => (userData.lead_attributes = pick(random, ["pages", [1], { visited_pages: "x" }])),
  ];
  pick(random, faults)();
  const isLastStep = kind === 2 ? pick(random, ["true", 1, null, undefined]) : random() < 0.5;
  return JSON.stringify({ userData, isLastStep, ...(kind === 3 ? { extra: randomValue(random) } : {}) });
}
