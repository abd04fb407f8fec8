/**
 * The host a site's search client calls: its configured search host (`XXXX-dsn.algolia.net`, or a URL with its
 * scheme, e.g. `http://127.0.0.1:8080`), else `origin`, the site's own origin where the embedded service answers.
 */
export function searchHost(configured: string | null, origin?: { host: string; protocol: string }) {
  if (!configured && !origin) throw new Error("A search host or the site's origin is needed");
  const url = configured
    ? new URL(/^https?:\/\//.test(configured) ? configured : `https://${configured}`)
    : new URL(`${origin!.protocol}//${origin!.host}`);
  const protocol: "http" | "https" = url.protocol === "http:" ? "http" : "https";
  // As the algoliasearch client takes a host.
  return { url: url.host, accept: "readWrite", protocol } as const;
}
