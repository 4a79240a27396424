import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stateful fake of Google's Places API (New) Place Details (decision 083) on 127.0.0.1, for the
 * API tests and the journeys' server: the shop's client talks to it through GOOGLE_PLACES_API_URL.
 * It follows Google's documented shapes — `GET /v1/places/{placeId}` with the key in
 * `X-Goog-Api-Key` and the fields in `X-Goog-FieldMask` (required), answering the place with
 * `displayName`, `rating`, `userRatingCount`, `googleMapsUri` and up to five `reviews` (`name`,
 * `rating`, `text`/`originalText` `{ text, languageCode }`, `authorAttribution`, `publishTime`),
 * only the fields asked; errors as Google's `{ error: { code, message, status } }`: 400 for a bad
 * key or a missing field mask, 404 for an unknown place. `state.mode` makes it fail on purpose
 * (`http` with `state.status`, `hang`). It closes itself after `lifetimeMs`.
 */
export type FakeReview = {
  name: string;
  rating: number;
  text: { text: string; languageCode: string };
  originalText?: { text: string; languageCode: string };
  authorAttribution: { displayName: string; uri: string };
  publishTime: string;
};

export const FAKE_PLACES_KEY = `AIza${'SyFakePlacesKey0123456789abcdef'.padEnd(35, 'x')}`;
export const FAKE_PLACE_ID = 'ChIJfakeBrazilPrimeMarietta01';

export const fakeReview = (n: number, change: Partial<FakeReview> = {}): FakeReview => ({
  name: `places/${FAKE_PLACE_ID}/reviews/r${n}`,
  rating: 5,
  text: { text: `Picanha perfeita, atendimento ótimo (${n}).`, languageCode: 'pt' },
  authorAttribution: { displayName: `Cliente ${n}`, uri: `https://www.google.com/maps/contrib/${n}` },
  publishTime: `2026-11-${String(10 + n).padStart(2, '0')}T15:00:00Z`,
  ...change,
});

async function drain(request: IncomingMessage) {
  for await (const _ of request) {
    // A GET has no body; read whatever came so the socket is free.
  }
}

export async function startFakeGooglePlaces(options: { lifetimeMs?: number; port?: number } = {}) {
  const place = {
    id: FAKE_PLACE_ID,
    displayName: { text: 'Brazil Prime Marietta', languageCode: 'pt' },
    rating: 4.8,
    userRatingCount: 127,
    googleMapsUri: `https://maps.google.com/?cid=${FAKE_PLACE_ID}`,
    reviews: [fakeReview(1), fakeReview(2, { rating: 4 })] as FakeReview[],
  };
  const state = { mode: 'ok' as 'ok' | 'http' | 'hang', status: 503, key: FAKE_PLACES_KEY };
  const requests: { path: string; key: string | undefined; fieldMask: string | undefined }[] = [];

  const error = (response: ServerResponse, code: number, message: string, status: string) => {
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code, message, status } }));
  };

  const server = createServer(async (request, response) => {
    await drain(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const key = request.headers['x-goog-api-key'] as string | undefined;
    const fieldMask = request.headers['x-goog-fieldmask'] as string | undefined;
    requests.push({ path: url.pathname, key, fieldMask });
    if (state.mode === 'hang') return;
    if (state.mode === 'http')
      return error(response, state.status, 'The service is unavailable.', 'UNAVAILABLE');
    const match = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return error(response, 404, 'Not found.', 'NOT_FOUND');
    if (key !== state.key)
      return error(response, 400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    if (!fieldMask) return error(response, 400, 'FieldMask is a required parameter.', 'INVALID_ARGUMENT');
    if (decodeURIComponent(match[1] ?? '') !== place.id)
      return error(response, 404, 'Requested entity was not found.', 'NOT_FOUND');
    const asked = fieldMask === '*' ? Object.keys(place) : fieldMask.split(',').map((f) => f.trim());
    const answer = Object.fromEntries(
      Object.entries(place).filter(([field]) => asked.includes(field)),
    ) as Record<string, unknown>;
    if (Array.isArray(answer.reviews)) answer.reviews = (answer.reviews as FakeReview[]).slice(0, 5);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      clearTimeout(lifetime);
      server.closeAllConnections();
      server.close(() => done());
    });
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 10 * 60_000);
  lifetime.unref();
  return { url: `http://127.0.0.1:${port}`, place, state, requests, close };
}

export type FakeGooglePlaces = Awaited<ReturnType<typeof startFakeGooglePlaces>>;
