// The search client's shapes, types only: the browser's search code imports them without reaching the server's
// in-process client beside them in site-search-client.ts.

/** Where and how a site's search is reached: the embedded service or a hosted Algolia application. */
export interface SearchClientConfig {
  /** Search host (`search.example.com`, `https://...`); null for this site's own origin (the embedded service). */
  host: string | null;
  appId: string;
  /** The site's public key: its configured one for a hosted service, else a secured key of the embedded one. */
  apiKey: string;
  indexName: string;
}

/** The search client shape InstantSearch and the platform's own searches call. */
export interface SearchClientLike {
  search(requests: any, ...rest: any[]): Promise<any>;
}
