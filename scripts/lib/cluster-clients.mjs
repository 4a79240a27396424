// The cluster test's visitors (scripts/cluster.test.mjs): each request goes through the balancer
// with its own address (X-Forwarded-For) and cookie jar, and says which instance answered.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { STAFF } from './cluster.mjs';

/** A customer's and the staff's password in the cluster's shop. */
export const PASSWORD = 'picanha2024';
/** How long a change may take to reach the other instance: one NOTIFY round trip, with room for a busy machine. */
export const FRESH_WITHIN_MS = 2_000;

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The clients of the cluster `current()` returns (started in the test's `before`, so read at each
 * call): visitors, staff and customers, and the reads that wait until both instances agree.
 */
export function clusterClients(current) {
  let visitor = 0;
  let phones = 0;

  /** A visitor through the balancer: its own address (X-Forwarded-For) and cookie jar. */
  function visitorClient() {
    visitor += 1;
    const address = `198.19.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
    const jar = new Map();
    const call = async (method, path, body, headers = {}) => {
      const res = await fetch(`${current().url}${path}`, {
        method,
        headers: {
          'x-forwarded-for': address,
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (a balancer error page)
      }
      return { status: res.status, json, text, instance: res.headers.get('x-instance') };
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return { call, jar, address, cookie };
  }

  /** What a thief copies from a browser: its cookies now (the session and its signed cache). */
  function copyCookies(client) {
    const jar = new Map(client.jar);
    assert.ok(
      [...jar.keys()].some((name) => name.endsWith('shop.session_data')),
      'the copy carries the signed cookie cache',
    );
    return jar;
  }

  /**
   * GET /api/accounts/me with the copied cookies until both instances answered; each read starts from
   * the copy again (a refusal clears the cookies it is sent, and a read without them proves nothing).
   */
  async function readsOnBoth(jar, expected) {
    const answered = new Map();
    for (let i = 0; i < 8 && answered.size < current().instances.length; i++) {
      const client = visitorClient();
      for (const [name, value] of jar) client.jar.set(name, value);
      const res = await client.call('GET', '/api/accounts/me');
      answered.set(res.instance, res.status);
    }
    assert.equal(answered.size, current().instances.length, 'both instances answered');
    for (const [instance, status] of answered)
      assert.equal(status, expected, `GET /api/accounts/me on instance ${instance}: ${status}`);
  }

  /** Both instances' /api/health through the balancer (each still 200) until each says `status`. */
  async function healthOnBoth(status) {
    const started = Date.now();
    const seen = new Map();
    const client = visitorClient();
    while ([...seen.values()].filter((s) => s.json?.status === status).length < current().instances.length) {
      assert.ok(
        Date.now() - started < 15_000,
        `not every instance says ${status}: ${JSON.stringify([...seen])}`,
      );
      const res = await client.call('GET', '/api/health');
      assert.equal(res.status, 200, `health on ${res.instance}: ${res.text.slice(0, 200)}`);
      seen.set(res.instance, res);
      await sleep(100);
    }
    return Object.fromEntries([...seen].map(([name, res]) => [name, res.json]));
  }

  /** Reads through the device's own cookies on both instances: its jar then holds the cookie cache. */
  async function warm(device) {
    const seen = new Set();
    for (let i = 0; i < 8 && seen.size < current().instances.length; i++) {
      const res = await device.call('GET', '/api/accounts/me');
      ok(res);
      seen.add(res.instance);
    }
    assert.equal(seen.size, current().instances.length);
  }

  async function signIn(email) {
    const client = visitorClient();
    ok(await client.call('POST', '/api/accounts/login', { email, password: PASSWORD }));
    return client;
  }

  const ok = (res, status = 200) => {
    assert.equal(res.status, status, `${res.status} ${res.text.slice(0, 300)}`);
    return res.json;
  };

  /**
   * Reads `path` until each instance has answered it with what `fresh` accepts, within
   * FRESH_WITHIN_MS of the write; returns how long each instance took.
   */
  async function freshOnEveryInstance(client, path, fresh) {
    const started = Date.now();
    const took = new Map();
    let res;
    while (took.size < current().instances.length) {
      res = await client.call('GET', path);
      if (res.status === 200 && fresh(res.json) && !took.has(res.instance))
        took.set(res.instance, Date.now() - started);
      if (Date.now() - started > FRESH_WITHIN_MS) {
        const stale = current()
          .instances.map((i) => i.name)
          .filter((n) => !took.has(n));
        assert.fail(
          `still stale ${FRESH_WITHIN_MS} ms after the write on instance(s) ${stale.join(', ')}: ${path} ${res.text.slice(0, 600)}`,
        );
      }
    }
    return Object.fromEntries(took);
  }

  async function staff() {
    const client = visitorClient();
    ok(await client.call('POST', '/api/accounts/login', { email: STAFF.email, password: STAFF.password }));
    return client;
  }

  async function customer(tag) {
    const client = visitorClient();
    phones += 1;
    const email = `${tag}.${randomUUID().slice(0, 8)}@example.com`;
    ok(
      await client.call('POST', '/api/accounts/register', {
        fullName: `Cliente ${tag}`,
        // A Brazilian phone: the welcome message and the notice to staff go by WhatsApp.
        country: 'BR',
        phone: `(11) 98${String(process.pid % 1000).padStart(3, '0')}-${String(phones).padStart(4, '0')}`,
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      }),
      201,
    );
    // The registration answers without a session (decision 074): the customer signs in, as the web does.
    ok(await client.call('POST', '/api/accounts/login', { email, password: PASSWORD }));
    return { ...client, email };
  }

  return {
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
  };
}
