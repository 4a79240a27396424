import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Queries that wait forever or land in another request's transaction (decision 128).
 *
 * The embedded database has one connection (a `pg` pool of one, decision 116). While a
 * transaction holds it:
 * - a query through the database instead of the transaction waits for a connection the
 *   transaction will never give back: the request hangs, and every request behind it;
 * - a query still running on the transaction when its callback has returned (one branch of a
 *   `Promise.all` that rejected early) is sent after the commit or rollback, on a connection the
 *   pool has handed to someone else, inside whatever they are doing;
 * - two queries at once on the transaction are serialised by `pg`, which warns "client.query()
 *   when the client is already executing a query"; the early rejection above is how they go wrong.
 *
 * The guard knows, through the async context, which transaction a query was started in, and
 * refuses the first two with an error naming the fault (a failed request is seen; a hang is not).
 * The third is `onConcurrent`'s call: the tests refuse it, a running server logs it.
 */

/** opening: drizzle takes the connection and begins; open: the callback runs; closing: commit or rollback. */
type Phase = 'opening' | 'open' | 'closing' | 'closed';
type TxState = { phase: Phase; running: number };

export type TransactionFault =
  | 'outside-open-transaction'
  | 'after-transaction-ended'
  | 'concurrent-in-transaction';

const FAULT_TEXT: Record<TransactionFault, string> = {
  'outside-open-transaction':
    'a query went through the database while its own transaction was open (pass the transaction): on the one-connection database it waits forever',
  'after-transaction-ended':
    'a query ran on a transaction after its callback had returned (an un-awaited query, or a Promise.all that rejected early)',
  'concurrent-in-transaction':
    'two queries at once on one transaction (await them one after the other): pg queues them, and an early failure leaves the rest running after the rollback',
};

export class TransactionFaultError extends Error {
  constructor(readonly fault: TransactionFault) {
    super(`database: ${FAULT_TEXT[fault]}`);
    this.name = 'TransactionFaultError';
  }
}

export type GuardOptions = {
  /** A concurrent query on one transaction: throw the error to refuse it, or return to let it run. */
  onConcurrent: (error: TransactionFaultError) => void;
};

const context = new AsyncLocalStorage<TxState>();

type Queryable = { query: (...args: unknown[]) => unknown };
type SessionHolder = { session: { client: Queryable } };

/** drizzle's own end of a transaction, sent after the callback returned (node-postgres). */
function isEnd(args: unknown[]): boolean {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return text === 'commit' || text === 'rollback';
}

/** A rejected promise of the query's own kind of answer, so the caller's await throws. */
const refuse = (fault: TransactionFault) => Promise.reject(new TransactionFaultError(fault));

function guardRootClient(client: Queryable & { connect?: (...args: unknown[]) => unknown }) {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (context.getStore()?.phase === 'open') return refuse('outside-open-transaction');
    return query(...args);
  };
  // pg's Pool: a transaction through the database takes a connection with connect().
  if (typeof client.connect === 'function') {
    const connect = client.connect.bind(client);
    client.connect = (...args: unknown[]) => {
      if (context.getStore()?.phase === 'open') {
        const callback = args.at(-1);
        if (typeof callback !== 'function') return refuse('outside-open-transaction');
        // connect()'s callback form (pg's own pool.query uses it).
        process.nextTick(() => callback(new TransactionFaultError('outside-open-transaction')));
        return undefined;
      }
      return connect(...args);
    };
  }
}

function guardTxClient(holder: SessionHolder, state: TxState, options: GuardOptions) {
  const client = holder.session.client;
  const query = client.query;
  holder.session.client = new Proxy(client, {
    get(target, key) {
      if (key !== 'query') {
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        const end = isEnd(args);
        if (state.phase === 'closed' || (state.phase === 'closing' && !end))
          return refuse('after-transaction-ended');
        // The rollback after a refused query may follow one still running: pg sends it after that one.
        if (state.running > 0 && !end)
          options.onConcurrent(new TransactionFaultError('concurrent-in-transaction'));
        state.running++;
        const settle = () => {
          state.running--;
        };
        const result = query.apply(target, args) as Promise<unknown>;
        result.then(settle, settle);
        return result;
      };
    },
  });
}

/**
 * Watches `db` (a drizzle database on pg or PGlite): its transactions carry their state in the
 * async context, its own queries are refused inside an open one, and a transaction's queries
 * after its callback returned are refused. Returns the same object.
 */
export function guardTransactions<D extends object>(db: D, options: GuardOptions): D {
  const holder = db as unknown as SessionHolder & {
    transaction: (cb: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  };
  guardRootClient(holder.session.client);
  const transaction = holder.transaction.bind(db);
  holder.transaction = (callback, config) => {
    if (context.getStore()?.phase === 'open') return refuse('outside-open-transaction');
    const state: TxState = { phase: 'opening', running: 0 };
    return context.run(state, () =>
      transaction(async (tx) => {
        guardTxClient(tx as SessionHolder, state, options);
        state.phase = 'open';
        try {
          return await callback(tx);
        } finally {
          state.phase = 'closing';
        }
      }, config).finally(() => {
        state.phase = 'closed';
      }),
    );
  };
  return db;
}
