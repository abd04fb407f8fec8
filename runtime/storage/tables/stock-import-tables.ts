/** One row per stock import of a site (a file, an API call, a scheduled pull): what it did, kept for stock:status. */
export interface StockImportsTable {
  id: string;
  site_slug: string;
  /** Where the feed came from, e.g. `file:stock.csv`, `api:put`, `pull:dms`, `demo`. */
  source: string;
  /** applied: the stock was changed as reported; rejected: problems kept it unchanged; failed: no feed was read. */
  outcome: string;
  /** ISO 8601 timestamps. */
  started_at: string;
  finished_at: string;
  /** The import report as JSON text (runtime/stock/feed/import-report.ts). */
  report: string;
}

/**
 * One row per dealership that has been imported: an import writes its dealerships' rows first, which holds them
 * (PostgreSQL row locks; SQLite has one writer) so two imports of the same stock run one after the other.
 */
export interface StockImportLocksTable {
  dealership_id: number;
  locked_at: string;
}

/** API tokens of the dealers' systems, one site each; only a hash of the token is kept. */
export interface StockApiTokensTable {
  id: string;
  site_slug: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

export interface StockImportTables {
  stock_imports: StockImportsTable;
  stock_import_locks: StockImportLocksTable;
  stock_api_tokens: StockApiTokensTable;
}
