import { eq, like, or, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import { slugFromName } from '@/shared/catalogue/rules';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import {
  type FulfilmentSaveInput,
  fulfilmentSaveSchema,
  type StoreCreateInput,
  type StoreEditInput,
  storeCreateSchema,
  storeEditSchema,
} from '@/shared/delivery/store-schemas';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { DEMO_FULFILMENT } from './demo-store';
import { storeFulfilment, stores } from './schema';
import { findStore, readSettings, type StaffStore, toStaffStore } from './store-reads';

/** Input checked again here, so a caller that skipped the route's validator still gets a 422. */
function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

/** Settings as a plain record, for the audit log's before/after. */
const schemaFree = (settings: FulfilmentSettings): Record<string, unknown> => ({ ...settings });

const sameVersion = (stored: Date, sent: string) => stored.getTime() === new Date(sent).getTime();

/** What the audit log keeps of a store: its editable fields, as the API names them. */
function audited(store: StaffStore): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = store;
  return fields;
}

/**
 * A new store's settings: the demo store's schedule and rules (decision 035), its own address for
 * pickup, no zones, and pickup and delivery off until someone sets them up — a store nobody has
 * configured never offers a window.
 */
export function startingSettings(address: string): FulfilmentSettings {
  const demo = structuredClone(DEMO_FULFILMENT);
  return {
    ...demo,
    pickup: { ...demo.pickup, enabled: false, address },
    delivery: { ...demo.delivery, enabled: false, zones: [] },
    closedDates: [],
  };
}

/** The name's slug, or with -2, -3… when taken ("store" when the name has no letters or digits). */
async function freeSlug(tx: Executor, name: string): Promise<string> {
  const base = slugFromName(name, 70) || 'loja';
  const taken = new Set(
    (
      await tx
        .select({ slug: stores.slug })
        .from(stores)
        .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The admin panel's store writes (issue 16): create, edit the details, save the fulfilment
 * settings. Each runs in one transaction with its audit entry (DESIGN §4). Checkout reads the
 * settings from the database at every quote and order (`orderingStores`), so a save is what the
 * next checkout uses — there is no cache to clear.
 */
export function createStoreWrites(db: Db) {
  return {
    async createStore(actor: AuditActor, raw: StoreCreateInput): Promise<StaffStore> {
      const input = parse(storeCreateSchema, raw);
      const row = await db.transaction(async (tx) => {
        // One creation at a time picks a slug, so two stores of the same name get -2 and -3.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stores.slug'))`);
        const slug = await freeSlug(tx, input.name);
        const [created] = await tx
          .insert(stores)
          .values({
            name: input.name,
            name_en: input.nameEn,
            slug,
            address: input.address || null,
            phone: input.phone || null,
            notify_phone: input.notifyPhone || null,
            notify_email: input.notifyEmail || null,
          })
          .returning();
        const settings = startingSettings(input.address);
        await tx.insert(storeFulfilment).values({ store_id: created!.id, settings });
        await recordAudit(tx, {
          actor,
          action: 'create',
          entityType: 'store',
          entityId: created!.id,
          after: { ...audited(toStaffStore(created!)), fulfilment: schemaFree(settings) },
        });
        return created!;
      });
      return toStaffStore(row);
    },

    /** The details sent, based on the version read: a newer change answers 409 `stores.stale`. */
    async updateStore(actor: AuditActor, id: string, raw: StoreEditInput): Promise<StaffStore> {
      const { updatedAt, ...input } = parse(storeEditSchema, raw);
      const row = await db.transaction(async (tx) => {
        const current = await findStore(tx, id, true);
        if (!sameVersion(current.updated_at, updatedAt)) throw new AppError('conflict', 'stores.stale');
        const [updated] = await tx
          .update(stores)
          .set({
            name: input.name,
            name_en: input.nameEn,
            address: input.address || null,
            phone: input.phone || null,
            notify_phone: input.notifyPhone || null,
            notify_email: input.notifyEmail || null,
            is_active: input.isActive,
            updated_at: sql`now()`,
          })
          .where(eq(stores.id, current.id))
          .returning();
        const changed = changedFields(audited(toStaffStore(current)), audited(toStaffStore(updated!)));
        if (Object.keys(changed.after).length > 0)
          await recordAudit(tx, {
            actor,
            action: 'update',
            entityType: 'store',
            entityId: current.id,
            ...changed,
          });
        return updated!;
      });
      return toStaffStore(row);
    },

    /**
     * The whole settings object, based on the version read (`updatedAt` null: the store had none).
     * The audit entry keeps the top-level parts that changed (pickup, delivery, cutoff, …).
     */
    async saveFulfilment(
      actor: AuditActor,
      id: string,
      raw: FulfilmentSaveInput,
    ): Promise<{ settings: FulfilmentSettings; updatedAt: string }> {
      const { settings, updatedAt } = parse(fulfilmentSaveSchema, raw);
      return db.transaction(async (tx) => {
        const store = await findStore(tx, id, true);
        const [current] = await tx
          .select()
          .from(storeFulfilment)
          .where(eq(storeFulfilment.store_id, store.id))
          .for('update');
        const stale = current
          ? updatedAt === null || !sameVersion(current.updated_at, updatedAt)
          : updatedAt !== null;
        if (stale) throw new AppError('conflict', 'stores.stale');
        const [saved] = current
          ? await tx
              .update(storeFulfilment)
              .set({ settings, updated_at: sql`now()` })
              .where(eq(storeFulfilment.store_id, store.id))
              .returning()
          : await tx.insert(storeFulfilment).values({ store_id: store.id, settings }).returning();
        const before = current ? schemaFree(readSettings(current.settings)) : {};
        const changed = changedFields(before, schemaFree(settings));
        if (Object.keys(changed.after).length > 0)
          await recordAudit(tx, {
            actor,
            action: 'update',
            entityType: 'store_fulfilment',
            entityId: store.id,
            ...changed,
          });
        return { settings, updatedAt: saved!.updated_at.toISOString() };
      });
    },
  };
}

export type StoreWrites = ReturnType<typeof createStoreWrites>;
