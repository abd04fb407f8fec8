/**
 * Loads site documents: each file is merged over its template chain (JSON Merge Patch), validated
 * against the site schema with defaults applied, and checked for what the schema cannot express.
 * Every problem comes back at once, at the file, line and column that defined the value.
 */
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Site } from "../types/index.ts";
import { duplicateProblems, type MergedSite } from "./duplicate-checks.ts";
import { locateProblem } from "./locate.ts";
import { mergePatch } from "./merge-patch.ts";
import { siteProblems } from "./site-checks.ts";
import type { SiteError } from "./site-error.ts";
import { siteValidator } from "./site-validator.ts";
import { isSiteError, readSourceDocument, type SourceDocument } from "./source-document.ts";
import { createTemplateLoader, resolveTemplateChain } from "./template-chain.ts";
import { translateErrors } from "./translate-errors.ts";

export { formatSiteError } from "./format-site-error.ts";

export interface LoadSitesOptions {
  /** Folder of site files; templates are read from its templates/ folder. */
  sitesDir: string;
  /** Site files to load (absolute or relative to the working directory); default every sitesDir/*.json. */
  files?: string[];
}

export interface LoadedSite {
  /** Absolute path of the site file. */
  file: string;
  /** The validated document: templates merged, defaults applied; shares no objects with other sites. */
  site: Site;
}

export interface LoadSitesResult {
  /** Sites without errors, in file-name order. */
  sites: LoadedSite[];
  /** Every error of every file, in file order then position. */
  errors: SiteError[];
}

interface Candidate extends MergedSite {
  chain: SourceDocument[];
  errors: SiteError[];
}

export async function loadSites(options: LoadSitesOptions): Promise<LoadSitesResult> {
  const sitesDir = resolve(options.sitesDir);
  const files = (options.files ?? (await siteFiles(sitesDir))).map((file) => resolve(file));
  const templates = createTemplateLoader(join(sitesDir, "templates"));
  const candidates: Candidate[] = [];
  const errors: SiteError[] = [];
  for (const file of files) {
    const document = await readSourceDocument(file);
    if (isSiteError(document)) {
      errors.push(document);
      continue;
    }
    const { chain, errors: chainErrors } = await resolveTemplateChain(document, templates);
    if (chainErrors.length > 0) {
      errors.push(...chainErrors);
      continue;
    }
    candidates.push(validateCandidate(file, chain));
  }
  const duplicates = duplicateProblems(candidates);
  const sites: LoadedSite[] = [];
  for (const candidate of candidates) {
    const found = [...candidate.errors, ...(duplicates.get(candidate.file) ?? []).map((p) => locateProblem(candidate.chain, p))];
    if (found.length === 0) sites.push({ file: candidate.file, site: candidate.data as Site });
    errors.push(...sortByPosition(found));
  }
  return { sites, errors };
}

function validateCandidate(file: string, chain: SourceDocument[]): Candidate {
  const data = chain.reduce<unknown>((merged, document) => mergePatch(merged, document.data), {});
  const validate = siteValidator();
  const problems = validate(data) ? [] : translateErrors(validate.errors ?? [], data);
  problems.push(...siteProblems(data, file));
  return { file, data, chain, errors: problems.map((problem) => locateProblem(chain, problem)) };
}

async function siteFiles(sitesDir: string): Promise<string[]> {
  const names = await readdir(sitesDir);
  return names.filter((name) => name.endsWith(".json")).sort().map((name) => join(sitesDir, name));
}

function sortByPosition(errors: SiteError[]): SiteError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
