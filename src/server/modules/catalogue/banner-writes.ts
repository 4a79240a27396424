import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  type BannerEdit,
  type BannerInput,
  type BannerReorder,
  type BannerUpdate,
  bannerInput,
  bannerReorder,
  bannerUpdate,
} from '@/shared/catalogue/content-schemas';
import { hasUuidShape } from '@/shared/ids';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { auditedFields, type StaffBanner, toStaffBanner } from './content-mappers';
import { checkVersion, parseInput, staffWrite } from './content-write-helpers';
import { banners } from './schema';

const ENTITY = 'banner';
const audited = (row: typeof banners.$inferSelect) => auditedFields(toStaffBanner(row));

function columns(input: BannerUpdate) {
  const parsed = parseInput(bannerUpdate, input);
  return {
    ...(parsed.titlePt !== undefined && { title_pt: parsed.titlePt }),
    ...(parsed.subtitlePt !== undefined && { subtitle_pt: parsed.subtitlePt }),
    ...(parsed.buttonTextPt !== undefined && { button_text_pt: parsed.buttonTextPt }),
    ...(parsed.titleEn !== undefined && { title_en: parsed.titleEn }),
    ...(parsed.subtitleEn !== undefined && { subtitle_en: parsed.subtitleEn }),
    ...(parsed.buttonTextEn !== undefined && { button_text_en: parsed.buttonTextEn }),
    ...(parsed.imageUrl !== undefined && { image_url: parsed.imageUrl }),
    ...(parsed.linkUrl !== undefined && { link_url: parsed.linkUrl }),
    ...(parsed.isActive !== undefined && { is_active: parsed.isActive }),
    ...(parsed.position !== undefined && { position: parsed.position }),
  };
}

/**
 * The home carousel's banners for staff (decision 031): every banner, active or not, by position;
 * create, edit (refused with 409 over a newer version), delete and reorder. Each write runs in one
 * transaction with its audit entry and clears the storefront caches.
 */
export function createBannerWrites(db: Db, invalidate: () => void) {
  return {
    async listAllBanners(): Promise<StaffBanner[]> {
      const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.created_at));
      return rows.map(toStaffBanner);
    },

    async createBanner(actor: AuditActor, raw: BannerInput): Promise<StaffBanner> {
      const input = parseInput(bannerInput, raw);
      return staffWrite(invalidate, 'banner.createFailed', () =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(banners)
            .values({
              title_pt: input.titlePt,
              subtitle_pt: input.subtitlePt,
              button_text_pt: input.buttonTextPt,
              title_en: input.titleEn,
              subtitle_en: input.subtitleEn,
              button_text_en: input.buttonTextEn,
              image_url: input.imageUrl,
              link_url: input.linkUrl,
              is_active: input.isActive,
              position: input.position,
            })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: ENTITY,
            entityId: created!.id,
            after: audited(created!),
          });
          return toStaffBanner(created!);
        }),
      );
    },

    async updateBanner(
      actor: AuditActor,
      id: string,
      raw: BannerUpdate & Partial<Pick<BannerEdit, 'updatedAt'>>,
    ): Promise<StaffBanner> {
      const { updatedAt, ...fields } = raw;
      const patch = columns(fields);
      if (!hasUuidShape(id)) throw new AppError('not_found', 'banner.notFound');
      return staffWrite(invalidate, 'banner.updateFailed', () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
          if (!current) throw new AppError('not_found', 'banner.notFound');
          checkVersion(current, updatedAt, 'banner.stale');
          const [updated] = await tx
            .update(banners)
            .set({ ...patch, updated_at: sql`now()` })
            .where(eq(banners.id, id))
            .returning();
          const changed = changedFields(audited(current), audited(updated!));
          if (Object.keys(changed.after).length > 0)
            await recordAudit(tx, { actor, action: 'update', entityType: ENTITY, entityId: id, ...changed });
          return toStaffBanner(updated!);
        }),
      );
    },

    async deleteBanner(actor: AuditActor, id: string): Promise<{ deleted: true }> {
      if (!hasUuidShape(id)) throw new AppError('not_found', 'banner.notFound');
      return staffWrite(invalidate, 'banner.deleteFailed', () =>
        db.transaction(async (tx) => {
          const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning();
          if (!deleted) throw new AppError('not_found', 'banner.notFound');
          await recordAudit(tx, {
            actor,
            action: 'delete',
            entityType: ENTITY,
            entityId: id,
            before: audited(deleted),
          });
          return { deleted: true as const };
        }),
      );
    },

    /** The ids given come first, in that order; banners left out keep their order after them. */
    async reorderBanners(actor: AuditActor, raw: BannerReorder): Promise<void> {
      const { ids } = parseInput(bannerReorder, raw);
      await staffWrite(invalidate, 'banner.updateFailed', () =>
        db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(banners)
            .orderBy(asc(banners.position), asc(banners.created_at))
            .for('update');
          const byId = new Map(rows.map((r) => [r.id, r]));
          const listed = ids.map((id) => id.toLowerCase());
          if (listed.some((id) => !byId.has(id))) throw new AppError('not_found', 'banner.notFound');
          const order = [...listed, ...rows.map((r) => r.id).filter((id) => !listed.includes(id))];
          for (const [position, id] of order.entries()) {
            const row = byId.get(id)!;
            if (row.position === position) continue;
            // The version stays: a new place is not a new version of the banner's texts.
            await tx.update(banners).set({ position }).where(eq(banners.id, id));
            await recordAudit(tx, {
              actor,
              action: 'reorder',
              entityType: ENTITY,
              entityId: id,
              before: { position: row.position },
              after: { position },
            });
          }
        }),
      );
    },
  };
}
