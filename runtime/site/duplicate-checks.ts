/**
 * Slugs, domains and dealership ids must be unique across all sites: a host picks the one site a request belongs
 * to (a domain equal to another site's `{slug}.localhost` would take its host), and a dealership's stock, leads
 * and media belong to one site.
 */
import { relative } from "node:path";
import { childPointer } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";
import type { Problem } from "./translate-errors.ts";

export interface MergedSite {
  file: string;
  data: unknown;
}

/** Problems per file, each naming the other file; the first site (in file order) to use a slug, domain or id keeps it. */
export function duplicateProblems(sites: readonly MergedSite[], cwd = process.cwd()): Map<string, Problem[]> {
  const slugOwners = new Map<string, string>();
  const domainOwners = new Map<string, string>();
  const dealershipOwners = new Map<number, string>();
  const localHosts = new Map<string, string>();
  for (const { file, data } of sites) {
    const slug = isJsonObject(data) ? textOf(data.slug) : undefined;
    if (slug !== undefined && !localHosts.has(`${slug}.localhost`)) localHosts.set(`${slug}.localhost`, file);
  }
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
      const local = localHosts.get(key);
      const taken = local && local !== file ? `is the local host of the site in ${relative(cwd, local)}`
        : owner && owner !== file ? `is already used by ${relative(cwd, owner)}` : null;
      if (taken) report(file, { pointer: childPointer("/domains", index), at: "value", message: `domain "${domain}" ${taken}` });
      else domainOwners.set(key, file);
    });
    const dealerships = Array.isArray(data.dealerships) ? data.dealerships : [];
    dealerships.forEach((dealership, index) => {
      const id = isJsonObject(dealership) && typeof dealership.id === "number" ? dealership.id : undefined;
      if (id === undefined) return;
      const owner = dealershipOwners.get(id);
      if (owner && owner !== file) {
        report(file, { pointer: `${childPointer("/dealerships", index)}/id`, at: "value", message: `dealership id ${id} is already claimed by ${relative(cwd, owner)}` });
      } else {
        dealershipOwners.set(id, file);
      }
    });
  }
  return problems;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
