/** Slugs and domains must be unique across all sites: each picks the one site a request belongs to. */
import { relative } from "node:path";
import { childPointer } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";
import type { Problem } from "./translate-errors.ts";

export interface MergedSite {
  file: string;
  data: unknown;
}

/** Problems per file; the first site (in file order) to use a slug or domain keeps it. */
export function duplicateProblems(sites: readonly MergedSite[], cwd = process.cwd()): Map<string, Problem[]> {
  const slugOwners = new Map<string, string>();
  const domainOwners = new Map<string, string>();
  const problems = new Map<string, Problem[]>();
  const report = (file: string, problem: Problem) => problems.set(file, [...(problems.get(file) ?? []), problem]);
  for (const { file, data } of sites) {
    if (!isJsonObject(data)) continue;
    const slug = textOf(data.slug);
    if (slug !== undefined) {
      const owner = slugOwners.get(slug);
      if (owner) report(file, { pointer: "/slug", at: "value", message: `slug "${slug}" is already used by ${relative(cwd, owner)}` });
      else slugOwners.set(slug, file);
    }
    const domains = Array.isArray(data.domains) ? data.domains : [];
    domains.forEach((domain, index) => {
      if (typeof domain !== "string") return;
      const key = domain.toLowerCase();
      const owner = domainOwners.get(key);
      if (owner && owner !== file) {
        report(file, { pointer: childPointer("/domains", index), at: "value", message: `domain "${domain}" is already used by ${relative(cwd, owner)}` });
      } else {
        domainOwners.set(key, file);
      }
    });
  }
  return problems;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
