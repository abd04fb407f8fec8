/** What the platform has pushed to each hosted search index (runtime/search/hosted), so pushes resume and diff. */
export interface HostedSearchTables {
  /** Per site, the stock change feed position every change at or before which has reached the hosted index. */
  hosted_search_cursors: { site: string; position: number };
  /** Per site, each record as the hosted index holds it (JSON), and when a sold car leaves the listing (epoch ms). */
  hosted_search_records: { site: string; object_id: string; record: string; listed_until: number | null };
}
