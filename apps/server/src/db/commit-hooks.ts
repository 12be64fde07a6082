import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A write to make in the same transaction as the first change a piece of work commits
 * (platform/idempotency: "this request's change is saved" is true exactly when the change is).
 */
export type BeforeCommit = (connection: DatabaseConnection) => Promise<void>;

interface Pending {
  beforeCommit: BeforeCommit | null;
}

const pending = new AsyncLocalStorage<Pending>();

/**
 * Runs `work` so that the first change it commits also runs `beforeCommit`, on the same
 * connection, before the commit: inside its transaction, or — for a write made outside any
 * transaction — in one opened around that write. If `beforeCommit` fails, the change is rolled
 * back with it. Later commits of the same work run nothing more.
 */
export function withBeforeFirstCommit<T>(beforeCommit: BeforeCommit, work: () => Promise<T>): Promise<T> {
  const store: Pending = { beforeCommit };
  // Once the work is over, nothing it left behind (a timer, a batch flushed later, which keep
  // this context) may run the hook: it belongs to this work's own first change only.
  return pending.run(store, () =>
    work().finally(() => {
      store.beforeCommit = null;
    }),
  );
}

/** A statement that changes data: what must not be repeated if the work runs again. */
function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode') return true;
  if (kind === 'RawNode') return /^\s*(insert|update|delete|replace)\b/i.test(query.sql);
  return false;
}

async function runPending(store: Pending | undefined, connection: DatabaseConnection): Promise<void> {
  const hook = store?.beforeCommit;
  if (!store || !hook) return;
  await hook(connection);
  store.beforeCommit = null;
}

class HookedDriver implements Driver {
  /** Connections with a transaction open: their writes are covered by its commit. */
  private readonly inTransaction = new WeakSet<DatabaseConnection>();

  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const driver = this;
    return {
      executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const store = pending.getStore();
        if (!store?.beforeCommit || driver.inTransaction.has(connection) || !isWrite(query))
          return connection.executeQuery<R>(query);
        return driver.writeAlone<R>(connection, query, store);
      },
      streamQuery: connection.streamQuery.bind(connection),
      // The driver is handed this wrapper back; it keeps the inner connection's identity.
      [INNER]: connection,
    } as DatabaseConnection;
  }

  /** A write outside any transaction, with work pending: one transaction around both. */
  private async writeAlone<R>(connection: DatabaseConnection, query: CompiledQuery, store: Pending) {
    await this.inner.beginTransaction(connection, {});
    try {
      await runPending(store, connection);
      const result = await connection.executeQuery<R>(query);
      await this.inner.commitTransaction(connection);
      return result;
    } catch (error) {
      await this.inner.rollbackTransaction(connection);
      throw error;
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(unwrap(connection), settings);
    this.inTransaction.add(unwrap(connection));
  }

  async commitTransaction(connection: DatabaseConnection) {
    const inner = unwrap(connection);
    await runPending(pending.getStore(), inner);
    await this.inner.commitTransaction(inner);
    this.inTransaction.delete(inner);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const inner = unwrap(connection);
    this.inTransaction.delete(inner);
    await this.inner.rollbackTransaction(inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    await this.inner.savepoint?.(unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    await this.inner.rollbackToSavepoint?.(unwrap(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    await this.inner.releaseSavepoint?.(unwrap(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

const INNER = Symbol('inner connection');
const unwrap = (connection: DatabaseConnection): DatabaseConnection =>
  (connection as DatabaseConnection & { [INNER]?: DatabaseConnection })[INNER] ?? connection;

/** The dialect with commit hooks (see `withBeforeFirstCommit`); everything else is the dialect's own. */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createDriver: (): Driver => new HookedDriver(dialect.createDriver()),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
  };
}
