// `BENCH_ONLY=cluster npm run bench` (issue 23, decision 054): the catalogue list and add to cart
// through HAProxy on PostgreSQL, with one instance and then two, in the same run. Each side gets a
// fresh database and its own Redis index (scripts/lib/cluster.mjs); the balancer, the instances and
// autocannon share this machine's cores, so two instances cannot double what one core does here —
// the figures show what the balancer and a second process cost or give on the same hardware.
import autocannon from 'autocannon';
import { benchAddToCart } from './bench-add-to-cart.mjs';
import { emptyRedisIndex, haproxyPath, startCluster } from './cluster.mjs';
import { freshPostgresDatabase } from './postgres.mjs';

const REDIS_SERVER = process.env.CLUSTER_REDIS_SERVER ?? 'redis://127.0.0.1:6379';

let client = 0;
const nextClient = () => {
  client = (client + 1) % 65536;
  return `10.${client >> 8}.${client & 255}.${1 + (client % 200)}`;
};

const fire = (url, duration, connections) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => {
              req.headers = { ...req.headers, 'x-forwarded-for': nextClient() };
              return req;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

async function benchOne(instances, { duration, connections }) {
  const database = await freshPostgresDatabase();
  if (!database) throw new Error('no PostgreSQL answered on 127.0.0.1:5432');
  const redis = await emptyRedisIndex(REDIS_SERVER);
  if (!redis) throw new Error('no empty Redis index (or no Redis) on 127.0.0.1:6379');
  try {
    const cluster = await startCluster({ databaseUrl: database.url, redisUrl: redis.url, instances });
    try {
      const list = `${cluster.url}/api/catalogue/products`;
      await fire(list, 2, connections);
      const r = await fire(list, duration, connections);
      const cart = await benchAddToCart(cluster.url, { duration, connections, minRps: 0, maxP99: Infinity });
      return {
        instances,
        'list req/s': Math.round(r.requests.average),
        'list p99 ms': r.latency.p99,
        'list errors': r.non2xx + r.errors + r.timeouts,
        'cart req/s': cart.row['req/s'],
        'cart p99 ms': cart.row['p99 ms'],
        'cart errors': cart.row.errors,
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await redis.release();
    await database.drop();
  }
}

/** One row per instance count: the list and add to cart through the balancer. */
export async function benchCluster({ duration = 10, connections = 50 } = {}) {
  if (!haproxyPath()) throw new Error('haproxy is missing (npm run test:cluster installs it)');
  const rows = [];
  for (const instances of [1, 2]) rows.push(await benchOne(instances, { duration, connections }));
  return rows;
}
