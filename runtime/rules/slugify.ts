/** Lower-case words joined by single hyphens: `2021 Toyota e:HEV` -> `2021-toyota-e-hev`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
