/**
 * Reads the sites' Markdown content at start: blog posts from sites/{slug}/blog/*.md and content pages from
 * sites/{slug}/pages/*.md, a site's own pages replacing its templates' (sites/templates/{name}/pages/*.md), and
 * the parts catalogue from sites/{slug}/parts.csv, else the nearest template's.
 * Every problem of every file comes back at once, as the site documents' problems do.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BlogPost, CataloguePart, MarkdownPage, SiteContent } from "../../types/content.ts";
import type { Site } from "../../types/index.ts";
import { isJsonObject } from "../merge-patch.ts";
import type { SiteError } from "../site-error.ts";
import { isSiteError } from "../source-document.ts";
import { createTemplateLoader } from "../template-chain.ts";
import { blogPostFile, contentPageFile } from "./content-files.ts";
import { readPartsCatalogue } from "./parts-catalogue.ts";

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

interface SiteEntries {
  posts: BlogPost[];
  pages: Map<string, MarkdownPage>;
  parts: CataloguePart[];
}

export async function loadSiteContent(sitesDir: string, sites: readonly Pick<Site, "slug" | "template" | "routes">[]) {
  const errors: SiteError[] = [];
  const templates = createTemplateLoader(join(sitesDir, "templates"));
  const bySite = new Map<string, SiteEntries>();
  for (const site of sites) {
    const pages = new Map<string, MarkdownPage>();
    const folders = [...(await templateNames(site.template, templates.load)).reverse().map((name) => join(sitesDir, "templates", name)), join(sitesDir, site.slug)];
    let parts: CataloguePart[] = [];
    for (const folder of folders) {
      for (const page of await readFolder(join(folder, "pages"), contentPageFile, errors)) pages.set(page.name, page);
      const catalogue = await readFile(join(folder, "parts.csv"), "utf8").catch(ifMissing(null));
      if (catalogue === null) continue;
      const read = readPartsCatalogue(join(folder, "parts.csv"), catalogue);
      errors.push(...read.errors);
      parts = read.parts;
    }
    const posts = (await readFolder(join(sitesDir, site.slug, "blog"), blogPostFile, errors)).filter((post) => {
      const taken = site.routes[`/blog/${post.slug}`];
      if (taken) errors.push({ file: join(sitesDir, site.slug, "blog", `${post.slug}.md`), line: 1, column: 1, pointer: "", message: `/blog/${post.slug} is the site's ${taken} page: name the post another way` });
      return !taken;
    });
    posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    bySite.set(site.slug, { posts, pages, parts });
  }
  const content: SiteContent = {
    posts: (slug) => bySite.get(slug)?.posts ?? [],
    page: (slug, name) => bySite.get(slug)?.pages.get(name) ?? null,
    parts: (slug) => bySite.get(slug)?.parts ?? [],
  };
  return { content, errors };
}

/** The site's template and the templates it extends, nearest first. */
async function templateNames(first: string | undefined, load: ReturnType<typeof createTemplateLoader>["load"]): Promise<string[]> {
  const names: string[] = [];
  for (let name = first; name !== undefined && !names.includes(name); ) {
    names.push(name);
    const template = await load(name);
    const next = template && !isSiteError(template) && isJsonObject(template.data) ? template.data.template : undefined;
    name = typeof next === "string" ? next : undefined;
  }
  return names;
}

/** What a read of a file or folder that does not exist comes to; any other failure is thrown on. */
function ifMissing<T>(fallback: T): (error: NodeJS.ErrnoException) => T {
  return (error) => {
    if (error.code === "ENOENT") return fallback;
    throw error;
  };
}

/** Every Markdown file of a folder (none when it does not exist), read by `parse`; a file's problems go to `errors`. */
async function readFolder<T>(folder: string, parse: (file: string, name: string, text: string) => T | SiteError[], errors: SiteError[]): Promise<T[]> {
  const names = (await readdir(folder).catch(ifMissing([]))).filter((name) => name.endsWith(".md")).sort();
  const read: T[] = [];
  for (const name of names) {
    const file = join(folder, name);
    const slug = FILE_NAME.exec(name)?.[1];
    if (!slug) {
      errors.push({ file, line: 1, column: 1, pointer: "", message: "a content file's name is its address: lower-case letters, digits and single hyphens, then .md" });
      continue;
    }
    const parsed = parse(file, slug, await readFile(file, "utf8"));
    if (Array.isArray(parsed)) errors.push(...parsed);
    else read.push(parsed);
  }
  return read;
}
