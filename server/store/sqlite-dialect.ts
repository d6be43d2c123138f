import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from "kysely";

/**
 * Kysely ships a SQLite dialect written against better-sqlite3's API; Node's built-in
 * node:sqlite differs in three ways this adapter bridges (see docs/decisions/102):
 *  - parameters are variadic and accept no booleans, Dates or undefined;
 *  - "does this statement return rows" is columns().length > 0, not `reader`;
 *  - rows are null-prototype objects, which surprise deep-equality checks.
 * Prepared statements are cached per SQL text because Kysely prepares on every call.
 * Transactions start with BEGIN IMMEDIATE: taking the write lock up front means a
 * transaction never fails half-way with SQLITE_BUSY when another process (a second
 * instance, a maintenance script) writes at the same time; busy_timeout then waits.
 */

const STATEMENT_CACHE_SIZE = 256;

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function plain(row: unknown): unknown {
  return { ...(row as Record<string, unknown>) };
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...parameters.map(toSqlite)).map(plain);
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#statement.run(...parameters.map(toSqlite));
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.#statement.iterate(...parameters.map(toSqlite))) yield plain(row);
  }
}

export class NodeSqliteDatabase implements SqliteDatabase {
  #db: DatabaseSync;
  #cache = new Map<string, NodeSqliteStatement>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#cache.get(sql);
    if (cached) return cached;
    const statement = new NodeSqliteStatement(this.#db.prepare(sql));
    if (this.#cache.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(sql, statement);
    return statement;
  }

  close(): void {
    this.#cache.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Whether a transaction is open on the connection (SQLite may have ended it on its own). */
  get inTransaction(): boolean {
    return this.#db.isOpen && this.#db.isTransaction;
  }
}

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  readonly #database: NodeSqliteDatabase;

  constructor(database: NodeSqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
  }

  /**
   * After a full disk (SQLITE_FULL), an I/O error or running out of memory, SQLite has
   * already rolled the transaction back itself; a ROLLBACK then fails with "cannot rollback
   * - no transaction is active", and that error would replace the one that says what went
   * wrong (issue 28, finding 12). So there is nothing to roll back unless a transaction is open.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#database.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  #database: NodeSqliteDatabase;

  constructor(db: DatabaseSync) {
    const database = new NodeSqliteDatabase(db);
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#database);
  }
}
