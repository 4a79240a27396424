// The admin lists under load for `npm run bench`, each on its own production server whose data
// folder a seed script prepares first: the product list with 2,000 products (issue 15,
// src/cli/bench-seed-products.ts) and the users list with 50,000 customers (issue 16,
// src/cli/bench-seed-users.ts) and the dashboard with 100,000 orders (issue 21,
// src/cli/bench-seed-orders.ts), each with BENCH_STAFF admin accounts. Each autocannon request is
// signed in as one of those accounts in turn (the §9 limits count per user) and comes from its own
// address, like a team of staff working the list.
import autocannon from 'autocannon';
import { cpuSeconds, seedDataDir, startProductionServer } from './prod-server.mjs';

const STAFF = Number(process.env.BENCH_STAFF ?? 20);

/** The admin product list with 2,000 products (issue 15). */
export const staffProducts = {
  name: 'embedded PGlite, admin product list with 2,000 products',
  seed: 'src/cli/bench-seed-products.ts',
  scenarios: [
    {
      name: 'admin list      GET /api/catalogue/staff/products (2,000)',
      path: '/api/catalogue/staff/products',
    },
    {
      name: 'admin search    GET …/staff/products?q=teste 1&sort=price&dir=asc',
      path: '/api/catalogue/staff/products?q=teste%201&sort=price&dir=asc',
    },
    {
      name: 'admin filters   GET …/staff/products?stock=low&status=active&sort=stock',
      path: '/api/catalogue/staff/products?stock=low&status=active&sort=stock&pageSize=50',
    },
  ],
};

/** The users list with 50,000 customers (issue 16: a search in p99 ≤ 100 ms). */
export const staffUsers = {
  name: 'embedded PGlite, users list with 50,000 customers',
  seed: 'src/cli/bench-seed-users.ts',
  scenarios: [
    { name: 'users list      GET /api/accounts/users (50,000)', path: '/api/accounts/users' },
    { name: 'users search    GET …/users?q=cliente.4242', path: '/api/accounts/users?q=cliente.4242' },
    { name: 'users by phone  GET …/users?q=5550177', path: '/api/accounts/users?q=5550177' },
    {
      name: 'users filters   GET …/users?role=customer&state=suspended',
      path: '/api/accounts/users?role=customer&state=suspended',
    },
  ],
};

/**
 * The dashboard with 100,000 orders (issue 21: p99 ≤ 300 ms on PGlite): today at a glance and the
 * charts of 7, 30 and 90 days over every store. The seed takes a few minutes on PGlite.
 */
export const staffDashboard = {
  name: 'embedded PGlite, dashboard with 100,000 orders',
  seed: 'src/cli/bench-seed-orders.ts',
  maxP99: 300,
  scenarios: [
    { name: 'dashboard today GET /api/reports/staff/today', path: '/api/reports/staff/today' },
    {
      name: 'charts 7 days   GET /api/reports/staff/charts?days=7',
      path: '/api/reports/staff/charts?days=7',
    },
    { name: 'charts 30 days  GET …/charts?days=30', path: '/api/reports/staff/charts?days=30' },
    { name: 'charts 90 days  GET …/charts?days=90', path: '/api/reports/staff/charts?days=90' },
  ],
};

async function signInAll(url) {
  const cookies = [];
  for (let n = 0; n < STAFF; n++) {
    const res = await fetch(`${url}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.250.0.${n + 1}` },
      body: JSON.stringify({ email: `bench.staff.${n}@example.com`, password: 'picanha2024' }),
    });
    if (res.status !== 200) throw new Error(`bench sign-in ${res.status}: ${await res.text()}`);
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  return cookies;
}

const fire = (url, cookies, duration, connections) =>
  new Promise((resolve, reject) => {
    let n = 0;
    autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => {
              n = (n + 1) % cookies.length;
              req.headers = { ...req.headers, cookie: cookies[n], 'x-forwarded-for': `10.250.1.${n + 1}` };
              return req;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** Rows for the bench table; `ok` is false when a p99 is above `maxP99` or a request failed. */
export async function benchStaffList(
  list,
  { root, env, duration, connections = 5, maxP99 = list.maxP99 ?? 100 },
) {
  const server = await startProductionServer({
    root,
    env,
    prepare: (dataDir) => seedDataDir(list.seed, dataDir, env, { extraEnv: { BENCH_STAFF: String(STAFF) } }),
  });
  const rows = [];
  let ok = true;
  try {
    const cookies = await signInAll(server.url);
    for (const s of list.scenarios) {
      await fire(server.url + s.path, cookies, 2, connections);
      const cpuBefore = cpuSeconds(server.pid);
      const r = await fire(server.url + s.path, cookies, duration, connections);
      const cpu = cpuBefore === null ? null : cpuSeconds(server.pid) - cpuBefore;
      const bad = r.non2xx + r.errors + r.timeouts;
      const met = r.latency.p99 <= maxP99 && bad === 0;
      ok &&= met;
      rows.push({
        route: s.name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: bad,
        'req/cpu-s': cpu ? Math.round(r.requests.total / cpu) : 'n/a',
        target: `p99 ≤ ${maxP99} ms (${connections} connections)`,
        met: met ? 'yes' : 'NO',
      });
    }
  } finally {
    await server.stop();
  }
  return { rows, ok };
}
