export interface GenerateArgs {
  site: string | null;
  count: number | null;
  seed: number | null;
  now: Date | null;
  out: string | null;
}

export const GENERATE_USAGE =
  "Usage: npm run generate-stock -- [--site slug] [--count N] [--seed S] [--now ISO-date] [--out file.json]";

/** Reads the generate-stock command line; throws a message naming the bad option. */
export function parseGenerateArgs(argv: readonly string[]): GenerateArgs {
  const args: GenerateArgs = { site: null, count: null, seed: null, now: null, out: null };
  for (let i = 0; i < argv.length; i += 2) {
    const option = argv[i] as string;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${option} needs a value`);
    if (option === "--site") args.site = value;
    else if (option === "--out") args.out = value;
    else if (option === "--count") args.count = wholeNumber(option, value, 0, 100_000);
    else if (option === "--seed") args.seed = wholeNumber(option, value, -2_147_483_648, 2_147_483_647);
    else if (option === "--now") args.now = isoDate(value);
    else throw new Error(`Unknown option ${option}`);
  }
  return args;
}

function wholeNumber(option: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || number < min || number > max) {
    throw new Error(`${option} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function isoDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--now must be an ISO date, got "${value}"`);
  return date;
}
