// The cluster test (issue 23, decision 054), run by `npm run test:cluster` (scripts/cluster.mjs),
// which makes the database and the Redis index and passes them in CLUSTER_* variables. Two
// production instances behind HAProxy round robin; every request below goes through the
// balancer, whose X-Instance header says which instance answered.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { ADMIN_PHONE, privateRedis, startCluster } from './lib/cluster.mjs';
import { clusterClients, PASSWORD, sleep } from './lib/cluster-clients.mjs';

const {
  CLUSTER_DATABASE_URL,
  CLUSTER_REDIS_URL,
  CLUSTER_CHANGE_NOTICES = 'on',
  CLUSTER_LOG_DIR,
} = process.env;

/** The Redis-down test stops Redis: the cluster gets a redis-server of its own when one is installed. */
const REDIS_SERVER_INSTALLED = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

let cluster;
let db;
let redis = null;

before(async () => {
  redis = await privateRedis();
  cluster = await startCluster({
    databaseUrl: CLUSTER_DATABASE_URL,
    redisUrl: redis?.url ?? CLUSTER_REDIS_URL,
    // info: the instances' logs show Redis answering again (the loss is a warning).
    env: { CHANGE_NOTICES: CLUSTER_CHANGE_NOTICES, LOG_LEVEL: 'info' },
    logDir: CLUSTER_LOG_DIR,
  });
  db = new pg.Client({ connectionString: CLUSTER_DATABASE_URL });
  await db.connect();
  // The admin here signs in with a password alone: its shop switched the staff second factor off,
  // as an owner may (decision 089; the journeys' and API tests' shops do the same). Settings are
  // read fresh on each instance once the change notice (or the cache's expiry) comes.
  await db.query(
    `insert into site_settings (key, value, group_name, type) values ('staff_second_factor', 'off', 'general', 'text')
     on conflict (key) do update set value = 'off'`,
  );
  // Every instance drops what it may have read of the settings (decision 048's notice).
  await db.query(`select pg_notify('shop_changes', $1)`, [
    JSON.stringify({ from: 'cluster-test', topic: 'settings' }),
  ]);
});

after(async () => {
  await db?.end();
  await cluster?.stop();
  await redis?.stop();
});

const {
  visitorClient,
  copyCookies,
  readsOnBoth,
  healthOnBoth,
  warm,
  signIn,
  ok,
  freshOnEveryInstance,
  staff,
  customer,
} = clusterClients(() => cluster);

test('round robin: the balancer reaches both instances', async () => {
  const client = visitorClient();
  const seen = new Set();
  for (let i = 0; i < 4; i++) seen.add((await client.call('GET', '/api/health')).instance);
  assert.deepEqual([...seen].sort(), ['a', 'b']);
});

test('staff change a price through one instance → the next reads on both instances show it', async () => {
  const shopper = visitorClient();
  const before = ok(await shopper.call('GET', '/api/catalogue/products/picanha'));
  // Both instances have the product cached (the old price) before the change.
  await freshOnEveryInstance(shopper, '/api/catalogue/products/picanha', (p) => p.id === before.id);
  const admin = await staff();
  const { product } = ok(await admin.call('GET', `/api/catalogue/staff/products/${before.id}`));
  const { id: _id, mainImageUrl: _m, variations, ...rest } = product;
  // Sold by weight (decision 045): the price per kg is what staff set; otherwise the price.
  const changed = variations[0];
  const field = changed.pricePerKgCents == null ? 'priceCents' : 'pricePerKgCents';
  const newPrice = changed[field] + 111;
  const saved = await admin.call('PATCH', `/api/catalogue/staff/products/${before.id}`, {
    ...rest,
    variations: variations.map(({ displayOrder: _o, ...v }, i) =>
      i === 0 ? { ...v, [field]: newPrice } : v,
    ),
  });
  const isNew = (p) => p.variations.some((v) => v.name === changed.name && v[field] === newPrice);
  assert.ok(isNew(ok(saved).product), `the staff answer shows the new price: ${saved.text.slice(0, 400)}`);
  const took = await freshOnEveryInstance(shopper, '/api/catalogue/products/picanha', isNew);
  console.info(`price fresh on every instance after (ms): ${JSON.stringify(took)}`);
});

test('staff add a banner through one instance → the next reads on both instances show it', async () => {
  const shopper = visitorClient();
  await freshOnEveryInstance(shopper, '/api/catalogue/banners', () => true);
  const admin = await staff();
  const title = `Cluster ${randomUUID().slice(0, 6)}`;
  ok(
    await admin.call('POST', '/api/catalogue/staff/banners', {
      titlePt: title,
      titleEn: title,
      subtitlePt: 'Doze horas de brasa.',
      subtitleEn: 'Twelve hours over embers.',
      buttonTextPt: 'Ver',
      buttonTextEn: 'See',
      imageUrl: '/images/banners/kits.svg',
      linkUrl: '/produtos',
      position: 0,
    }),
    201,
  );
  const took = await freshOnEveryInstance(shopper, '/api/catalogue/banners', (body) =>
    JSON.stringify(body).includes(title),
  );
  console.info(`banner fresh on every instance after (ms): ${JSON.stringify(took)}`);
});

/** Two products in the cart, the pickup quote, the checkout body. */
async function fillCart(client) {
  const answered = new Set();
  const products = [];
  for (const slug of ['picanha', 'fraldinha'])
    products.push(ok(await client.call('GET', `/api/catalogue/products/${slug}`)));
  // One add after the other: round robin sends them to different instances.
  for (const product of products) {
    const add = await client.call('POST', '/api/cart/items', {
      productId: product.id,
      variationId: product.variations[0].id,
      quantity: 1,
    });
    assert.ok(add.status === 200 || add.status === 201, `${add.status} ${add.text.slice(0, 200)}`);
    answered.add(add.instance);
  }
  const quote = ok(await client.call('GET', '/api/orders/quote?fulfilment=pickup'));
  const window = quote.windows[0];
  return {
    answered,
    order: {
      fulfilment: 'pickup',
      date: window.date,
      windowId: window.windowId,
      paymentMethod: 'pay_on_delivery',
    },
  };
}

const ordersOf = async (email) =>
  (
    await db.query(
      `select o.id, o.idempotency_key from orders o join "user" u on u.id = o.customer_user_id where u.email = $1`,
      [email],
    )
  ).rows;

test('a customer’s cart and checkout work whichever instance answers', async () => {
  const buyer = await customer('carrinho');
  const { answered, order } = await fillCart(buyer);
  assert.equal(answered.size, 2, 'the two adds were answered by different instances');
  const carts = new Set();
  for (let i = 0; i < 2; i++) {
    const cart = await buyer.call('GET', '/api/cart');
    assert.equal(ok(cart).items.length, 2);
    carts.add(cart.instance);
  }
  assert.equal(carts.size, 2);
  const placed = await buyer.call('POST', '/api/orders', order, { 'idempotency-key': randomUUID() });
  assert.ok(placed.status === 201 || placed.status === 200, `${placed.status} ${placed.text.slice(0, 300)}`);
  assert.equal((await ordersOf(buyer.email)).length, 1);
});

/**
 * Issue 40 (decision 088): a desk's live stream held by one instance; the order is placed through
 * the other; the event travels by PostgreSQL NOTIFY (sent in the order's commit) and rings there.
 */
test('an order placed on instance a rings on a desk connected to instance b', async () => {
  const desk = await staff();
  const [a, b] = cluster.instances;
  const controller = new AbortController();
  const res = await fetch(`${b.url}/api/orders/staff/live`, {
    headers: { cookie: desk.cookie(), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (found, ms) => {
    const deadline = Date.now() + ms;
    while (!found(text)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const chunk = await Promise.race([reader.read(), sleep(left).then(() => null)]);
      if (!chunk || chunk.done) continue;
      text += decoder.decode(chunk.value, { stream: true });
    }
    return true;
  };
  try {
    assert.ok(await until((t) => t.includes(': open'), 5_000), 'the stream opened on instance b');
    const buyer = await customer('ao-vivo');
    const { order } = await fillCart(buyer);
    // Straight to instance a, with the buyer's cookies (the balancer might have chosen b).
    const placed = await fetch(`${a.url}/api/orders`, {
      method: 'POST',
      headers: {
        cookie: buyer.cookie(),
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(order),
    });
    const answer = await placed.json();
    assert.equal(placed.status, 201, JSON.stringify(answer).slice(0, 300));
    const started = Date.now();
    const rang = await until((t) => t.includes(answer.order.id), 2_000);
    assert.ok(
      rang,
      `the desk on instance b did not hear order ${answer.order.number} within 2 s: ${text.slice(-400)}`,
    );
    console.info(`live: order on instance a heard on instance b ${Date.now() - started} ms after the answer`);
  } finally {
    controller.abort();
  }
});

test('the login limit holds across instances (shared in Redis)', async () => {
  const client = visitorClient();
  const email = `ninguem.${randomUUID().slice(0, 8)}@example.com`;
  const answeredBy = new Set();
  // SPEC §9: five failed sign-ins per address and e-mail; the sixth is refused, whoever answers it.
  for (let i = 0; i < 5; i++) {
    const res = await client.call('POST', '/api/accounts/login', { email, password: 'errada' });
    assert.equal(res.status, 401, `attempt ${i + 1}: ${res.status} ${res.text.slice(0, 200)}`);
    answeredBy.add(res.instance);
  }
  assert.equal(answeredBy.size, 2);
  for (let i = 0; i < 2; i++) {
    const res = await client.call('POST', '/api/accounts/login', { email, password: 'errada' });
    assert.equal(res.status, 429, `after five failures, on instance ${res.instance}: ${res.status}`);
  }
});

test('sign out everywhere on one instance is honoured by the other at the next request', async () => {
  const person = await customer('sessoes');
  const other = visitorClient();
  ok(await other.call('POST', '/api/accounts/login', { email: person.email, password: PASSWORD }));
  // Both sessions work on both instances (their caches warm).
  const seen = new Set();
  for (let i = 0; i < 2; i++) {
    const res = await other.call('GET', '/api/accounts/me');
    ok(res);
    seen.add(res.instance);
  }
  assert.equal(seen.size, 2);
  const out = await person.call('POST', '/api/accounts/logout-all');
  ok(out);
  for (let i = 0; i < 2; i++) {
    const res = await other.call('GET', '/api/accounts/me');
    assert.equal(res.status, 401, `the other session still works on instance ${res.instance}`);
  }
});

test('a cookie copied before a single sign-out is refused by both instances at once', async () => {
  const person = await customer('copia');
  await warm(person);
  const copied = copyCookies(person);
  ok(await person.call('POST', '/api/accounts/logout'));
  await readsOnBoth(copied, 401);
});

test('Redis down: revocation still holds on the other instance', {
  skip: REDIS_SERVER_INSTALLED ? false : 'needs redis-server, to stop a Redis of the cluster’s own',
}, async () => {
  const person = await customer('semredis');
  const phone = await signIn(person.email);
  const laptop = await signIn(person.email);
  for (const device of [person, phone, laptop]) await warm(device);
  const phoneCopy = copyCookies(phone);
  const laptopCopy = copyCookies(laptop);

  await redis.stop();
  const degraded = await healthOnBoth('degraded');
  for (const body of Object.values(degraded))
    assert.match(body.reasons.join(' '), /^redis: REDIS_URL \(127\.0\.0\.1:\d+\) does not answer/);
  // A single sign-out on one instance: the copy is refused by both.
  ok(await phone.call('POST', '/api/accounts/logout'));
  await readsOnBoth(phoneCopy, 401);
  // Sign out of every device: the laptop's cookies are refused by both.
  ok(await person.call('POST', '/api/accounts/logout-all'));
  await readsOnBoth(laptopCopy, 401);
  // Signing in and reading still work, from the database.
  const again = await signIn(person.email);
  await warm(again);

  // Back, and empty: what was revoked meanwhile is not in it, and still holds.
  await redis.start();
  await healthOnBoth('ok');
  await readsOnBoth(phoneCopy, 401);
  await readsOnBoth(laptopCopy, 401);
  await warm(again);
  for (const instance of cluster.instances) {
    const log = readFileSync(join(cluster.logs, `${instance.name}.log`), 'utf8');
    assert.match(
      log,
      /Redis connection lost \(127\.0\.0\.1:\d+/,
      `instance ${instance.name} logged the loss`,
    );
    assert.match(
      log,
      /Redis \(127\.0\.0\.1:\d+\) answers again after \d+ s/,
      `instance ${instance.name} logged the return`,
    );
  }
});

test('a picture uploaded through one instance is served the same by both (one S3 bucket)', async () => {
  const admin = await staff();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8b1e1e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'costela.png');
  const res = await fetch(`${cluster.url}/api/media/staff/pictures`, {
    method: 'POST',
    headers: { 'x-forwarded-for': admin.address, cookie: admin.cookie() },
    body: form,
  });
  const text = await res.text();
  assert.equal(res.status, 201, text.slice(0, 300));
  const { picture } = JSON.parse(text);
  const served = new Map();
  for (let i = 0; i < 2; i++) {
    const file = await fetch(`${cluster.url}${picture.url}`);
    assert.equal(file.status, 200, `${picture.url} on ${file.headers.get('x-instance')}`);
    served.set(file.headers.get('x-instance'), Buffer.from(await file.arrayBuffer()).toString('base64'));
  }
  assert.equal(served.size, 2, 'both instances answered');
  const [first, second] = [...served.values()];
  assert.ok(first.length > 0);
  assert.equal(first, second);
});

test('every outbox message is sent exactly once', async () => {
  // Notices to ADMIN_NOTIFY_PHONE (new customers, orders) were queued through both instances; their
  // outbox workers share the queue (FOR UPDATE SKIP LOCKED). Checked before an instance is killed:
  // a message a killed worker held in `sending` waits for the stuck-row check (decision 005).
  const started = Date.now();
  let pending;
  do {
    pending = Number(
      (await db.query(`select count(*) as n from messages where status in ('queued', 'sending')`)).rows[0].n,
    );
    if (pending > 0) await sleep(250);
  } while (pending > 0 && Date.now() - started < 30_000);
  const all = (
    await db.query(`select channel, recipient, purpose, status, attempts, last_error from messages`)
  ).rows;
  assert.equal(pending, 0, `messages still waiting: ${JSON.stringify(all)}`);
  const sent = (
    await db.query(
      `select id, recipient, provider_message_id from messages where channel = 'whatsapp' and status = 'sent'`,
    )
  ).rows;
  const received = cluster.provider.received;
  const digits = (phone) => phone.replace(/\D/g, '');
  assert.ok(
    sent.filter((m) => digits(m.recipient) === digits(ADMIN_PHONE)).length >= 2,
    `the notices to staff were sent: ${JSON.stringify(all)}`,
  );
  assert.equal(received.length, sent.length, 'one provider request per sent message');
  assert.deepEqual(sent.map((m) => m.provider_message_id).sort(), received.map((r) => r.id).sort());
});

test('one instance killed mid-checkout → the retry completes on the other, one order', async () => {
  const buyer = await customer('queda');
  const { order } = await fillCart(buyer);
  // Round robin: the instance after the one that answers now gets the checkout.
  const probe = await buyer.call('GET', '/api/health');
  const victim = cluster.instances.find((i) => i.name !== probe.instance);
  const key = randomUUID();
  const first = buyer.call('POST', '/api/orders', order, { 'idempotency-key': key }).catch((error) => ({
    status: 0,
    text: String(error),
  }));
  // Killed while the checkout is in flight (a few ms in: before, during or just after its transaction).
  await sleep(30);
  await victim.kill();
  const firstAnswer = await first;
  console.info(`first attempt (instance ${victim.name} killed): HTTP ${firstAnswer.status}`);
  let retry;
  const started = Date.now();
  for (;;) {
    retry = await buyer.call('POST', '/api/orders', order, { 'idempotency-key': key });
    if (retry.status === 200 || retry.status === 201) break;
    assert.ok(
      Date.now() - started < 20_000,
      `no retry succeeded in 20 s: ${retry.status} ${retry.text.slice(0, 200)}`,
    );
    await sleep(250);
  }
  assert.notEqual(retry.instance, victim.name);
  const orders = await ordersOf(buyer.email);
  assert.equal(orders.length, 1, 'exactly one order');
  assert.equal(orders[0].idempotency_key, key);
  if (firstAnswer.status === 201 || firstAnswer.status === 200)
    assert.equal(retry.json.order.id, firstAnswer.json.order.id);
});
