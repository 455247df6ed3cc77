import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  Transaction,
} from "@prisma/driver-adapter-utils";

/** A FIFO lock: `acquire` resolves with the function that releases it. */
class Lock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

/** Calls methods on the target itself: the adapter keeps state in private (#) fields. */
function bound<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function wrapTransaction(transaction: Transaction, release: () => void): Transaction {
  let open = true;
  const finish = () => {
    if (open) release();
    open = false;
  };
  return bound(transaction, {
    commit: () => transaction.commit().finally(finish),
    rollback: () => transaction.rollback().finally(finish),
  });
}

/**
 * better-sqlite3's adapter runs every query on one connection and locks only transactions
 * against each other: a query from another request, arriving while a transaction is open, runs
 * inside it and is lost if that transaction rolls back. Here every statement outside a transaction
 * waits until no transaction is open, and transactions wait for each other.
 */
function serializeAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const lock = new Lock();
  const exclusive =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const release = await lock.acquire();
      try {
        return await run(...args);
      } finally {
        release();
      }
    };
  return bound(adapter, {
    queryRaw: exclusive((query) => adapter.queryRaw(query)),
    executeRaw: exclusive((query) => adapter.executeRaw(query)),
    executeScript: exclusive((script) => adapter.executeScript(script)),
    startTransaction: async (isolationLevel) => {
      const release = await lock.acquire();
      try {
        return wrapTransaction(await adapter.startTransaction(isolationLevel), release);
      } catch (error) {
        release();
        throw error;
      }
    },
  });
}

export function serializedAdapterFactory(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  return bound(factory, {
    connect: async () => serializeAdapter(await factory.connect()),
  });
}
