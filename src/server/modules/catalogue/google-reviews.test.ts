import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomeCatalogue } from '@/shared/catalogue/types';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import {
  FAKE_PLACE_ID,
  FAKE_PLACES_KEY,
  type FakeGooglePlaces,
  fakeReview,
  startFakeGooglePlaces,
} from '@/testing/fake-google-places';
import { body, signIn } from '@/testing/orders';
import { auditEntries, storedIntegrations } from '@/testing/stored-rows';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { startReviewsRefresh } from './google-reviews';
import { reviewSummaries, testimonials } from './schema';

/**
 * Google reviews (issue 35, decision 083) end to end through the API: the card saved on the
 * Integrações screen, "Verificar conexão", "Importar avaliações" into unpublished testimonials, the
 * daily refresh that keeps staff edits, the home's rating — against the local fake Places API.
 */
let places: FakeGooglePlaces;
let t: TestApp;
let call: Call;
let admin: CookieJar;
let manager: CookieJar;
const card = { placeId: FAKE_PLACE_ID, apiKey: FAKE_PLACES_KEY };
const integrationsCall = (jar: CookieJar, method: string, path: string, payload?: unknown) =>
  call(method, `/api/integrations/staff${path}`, payload, { jar });
const importReviews = (jar = admin) =>
  call('POST', '/api/catalogue/staff/testimonials/import-google', undefined, { jar });
const googleRows = async () =>
  (await t.database.db.select().from(testimonials))
    .filter((r) => r.external_id)
    .sort((a, b) => a.date.localeCompare(b.date));
const googleCard = async () => {
  const { cards } = await body<{ cards: IntegrationCard[] }>(await integrationsCall(admin, 'GET', ''), 200);
  return cards.find((c) => c.id === 'google_reviews') as IntegrationCard<'google_reviews'>;
};

beforeAll(async () => {
  places = await startFakeGooglePlaces();
  t = await createTestApp({ env: { GOOGLE_PLACES_API_URL: places.url } });
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
  manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
});
afterAll(async () => {
  await t.close();
  await places.close();
});
beforeEach(async () => {
  await storedIntegrations.clear(t.database.db);
  await t.database.db.delete(reviewSummaries);
  await t.database.db.delete(testimonials).where(eq(testimonials.source, 'Google'));
  t.services.integrations.invalidate();
  t.services.catalogue.invalidate();
  places.state.mode = 'ok';
  places.place.reviews = [fakeReview(1), fakeReview(2, { rating: 4 })];
});

describe('the Google reviews card', () => {
  it('managers 403; a key of the wrong shape refused on its field; saved, masked, then "Verificar conexão"', async () => {
    expect((await integrationsCall(manager, 'PUT', '/google-reviews', card)).status).toBe(403);
    const bad = await integrationsCall(admin, 'PUT', '/google-reviews', { ...card, apiKey: 'chave errada' });
    const refused = await body<{ error: { fields: Record<string, { key: string }[]> } }>(bad, 422);
    expect(refused.error.fields.apiKey?.[0]?.key).toBe('googleReviews.apiKeyInvalid');

    const saved = await integrationsCall(admin, 'PUT', '/google-reviews', card);
    const text = await saved.clone().text();
    const { card: stored } = await body<{ card: IntegrationCard<'google_reviews'> }>(saved, 200);
    expect(stored.state).toBe('untested');
    expect(stored.secret.apiKey.mask).toBe(`•••• ${FAKE_PLACES_KEY.slice(-4)}`);
    expect(text).not.toContain(FAKE_PLACES_KEY);

    const { result } = await body<{ result: TestResult }>(
      await integrationsCall(admin, 'POST', '/google-reviews/test'),
      200,
    );
    expect(result).toEqual({ ok: true, message: 'Brazil Prime Marietta: nota 4.8 em 127 avaliações.' });
    expect(places.requests.at(-1)?.fieldMask).toContain('reviews');
    expect((await googleCard()).state).toBe('working');
  });

  it('a key Google refuses: the card fails with Google’s words, never the key', async () => {
    places.state.key = 'AIza-some-other-key';
    try {
      await body(await integrationsCall(admin, 'PUT', '/google-reviews', card), 200);
      const res = await integrationsCall(admin, 'POST', '/google-reviews/test');
      const text = await res.clone().text();
      const { result } = await body<{ result: TestResult }>(res, 200);
      expect(result).toMatchObject({ ok: false, reason: { key: 'googleReviews.keyRefused' } });
      expect(text).not.toContain(FAKE_PLACES_KEY);
      expect((await googleCard()).state).toBe('failing');
      // The import says the same, as a 503 in words.
      const failed = await importReviews();
      expect((await body<{ error: { key: string } }>(failed, 503)).error.key).toBe(
        'googleReviews.keyRefused',
      );
    } finally {
      places.state.key = FAKE_PLACES_KEY;
    }
  });

  it('without the card the import is refused (409) and nothing is asked of Google', async () => {
    const asked = places.requests.length;
    expect((await body<{ error: { key: string } }>(await importReviews(), 409)).error.key).toBe(
      'integrations.notSetUp',
    );
    expect(places.requests.length).toBe(asked);
  });
});

describe('importing the reviews', () => {
  it('arrive unpublished; staff choose; the next import updates Google’s words but never a staff edit', async () => {
    await body(await integrationsCall(admin, 'PUT', '/google-reviews', card), 200);
    // Testimonials are content (manage_content): a customer may not import.
    expect((await importReviews((await signIn(t, 'customer')).jar)).status).toBe(403);
    const first = await body<{ result: { added: number }; message: string }>(await importReviews(), 200);
    expect(first.message).toBe(
      'Avaliações importadas: 2 novas, 0 atualizadas, 0 editadas pela equipe mantidas.',
    );
    const [one, two] = await googleRows();
    expect(one).toMatchObject({
      author: 'Cliente 1',
      rating: 5,
      date: '2026-11-11',
      language: 'pt',
      source: 'Google',
      published: false,
      author_url: 'https://www.google.com/maps/contrib/1',
    });
    expect(two?.rating).toBe(4);

    // The home: the rating and count with the place's link; no unpublished review.
    const home = await body<HomeCatalogue>(await call('GET', '/api/catalogue/home'), 200);
    expect(home.reviewSummary).toEqual({
      rating: 4.8,
      count: 127,
      url: places.place.googleMapsUri,
      textPt: 'Nota 4,8 no Google · 127 avaliações',
      textEn: 'Rated 4.8 on Google · 127 reviews',
    });
    expect(home.testimonials.some((r) => r.author.startsWith('Cliente'))).toBe(false);

    // Staff publish the first (a choice, not an edit) and reword the second.
    const staff = (id: string, change: Record<string, unknown>, updatedAt: Date) =>
      call(
        'PATCH',
        `/api/catalogue/staff/testimonials/${id}`,
        { ...change, updatedAt: updatedAt.toISOString() },
        { jar: admin },
      );
    await body(await staff(one!.id, { published: true }, one!.updated_at), 200);
    await body(await staff(two!.id, { text: 'Texto revisado pela equipe.' }, two!.updated_at), 200);

    // Google's words change for both, and a third review arrives.
    places.place.reviews = [
      fakeReview(1, { text: { text: 'Picanha perfeita! Voltarei.', languageCode: 'pt' } }),
      fakeReview(2, { text: { text: 'Mudou no Google.', languageCode: 'pt' } }),
      fakeReview(3, { text: { text: 'Great Brazilian butcher.', languageCode: 'en' } }),
    ];
    const second = await body<{ result: { added: number; updated: number; kept: number } }>(
      await importReviews(),
      200,
    );
    expect(second.result).toMatchObject({ added: 1, updated: 1, kept: 1 });
    const after = await googleRows();
    expect(after.map((r) => [r.text, r.published, r.language])).toEqual([
      ['Picanha perfeita! Voltarei.', true, 'pt'],
      ['Texto revisado pela equipe.', false, 'pt'],
      ['Great Brazilian butcher.', false, 'en'],
    ]);
    const home2 = await body<HomeCatalogue>(await call('GET', '/api/catalogue/home'), 200);
    expect(home2.testimonials.find((r) => r.author === 'Cliente 1')?.text).toBe(
      'Picanha perfeita! Voltarei.',
    );

    const entries = await auditEntries(t.database.db, { action: 'import' });
    expect(entries.map((e) => e.after)).toContainEqual({
      source: 'Google',
      added: 1,
      updated: 1,
      kept: 1,
      unchanged: 0,
    });
  });

  it('the daily refresh reads Google once a day (the last read kept in the database), staff edits kept', async () => {
    await body(await integrationsCall(admin, 'PUT', '/google-reviews', card), 200);
    let now = new Date();
    const refresh = startReviewsRefresh(
      t.database.db,
      () => t.services.catalogue.importGoogleReviews(null),
      t.services.catalogue.googlePlaceAccess,
      pino({ level: 'silent' }),
      { now: () => now, intervalMs: 3_600_000 },
    );
    try {
      await refresh.round();
      expect(await googleRows()).toHaveLength(2);
      const asked = places.requests.length;
      now = new Date(now.getTime() + 60 * 60 * 1000);
      await refresh.round();
      expect(places.requests.length).toBe(asked);
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      places.place.reviews.push(fakeReview(4));
      await refresh.round();
      expect(places.requests.length).toBe(asked + 1);
      expect(await googleRows()).toHaveLength(3);
    } finally {
      await refresh.stop();
    }
  });
});
