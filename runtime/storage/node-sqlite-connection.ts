import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { SelectQueryNode, type CompiledQuery, type DatabaseConnection, type QueryResult } from "kysely";

/** The single node:sqlite connection, in the shape Kysely executes queries on. */
export class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#db.prepare(compiledQuery.sql);
    const parameters = toSqliteParameters(compiledQuery.parameters);
    // node:sqlite has no better-sqlite3 `reader` flag: a statement that yields columns (select, returning) is read.
    if (stmt.columns().length > 0) {
      return { rows: stmt.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = stmt.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error("node:sqlite connection only streams select queries");
    }
    const stmt = this.#db.prepare(compiledQuery.sql);
    for (const row of stmt.iterate(...toSqliteParameters(compiledQuery.parameters))) {
      yield { rows: [row as R] };
    }
  }
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqliteParameters(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
