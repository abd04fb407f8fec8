import { parseArgs } from "node:util";

export type TokenArgs =
  | { site: string; action: "create"; label: string }
  | { site: string; action: "revoke"; id: string }
  | { site: string; action: "list" };

export const TOKEN_USAGE = "Usage: npm run token -- --site <slug> [--label <text>] | --revoke <id> | --list";

/** Reads `npm run token` arguments; throws a message naming the bad argument. */
export function parseTokenArgs(argv: readonly string[]): TokenArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { site: { type: "string" }, label: { type: "string" }, revoke: { type: "string" }, list: { type: "boolean", default: false } },
    strict: true,
  });
  if (!values.site) throw new Error("--site is required");
  if (values.revoke !== undefined && values.list) throw new Error("--revoke and --list do not go together");
  if (values.revoke !== undefined) return { site: values.site, action: "revoke", id: values.revoke };
  if (values.list) return { site: values.site, action: "list" };
  return { site: values.site, action: "create", label: values.label ?? "dealer system" };
}
