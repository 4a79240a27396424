import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  TESTIMONIAL_PAGE_SIZE,
  type TestimonialInput,
  type TestimonialListQuery,
  type TestimonialUpdate,
  testimonialInput,
  testimonialUpdate,
} from '@/shared/catalogue/content-schemas';
import { hasUuidShape } from '@/shared/ids';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { auditedFields, type StaffTestimonial, toStaffTestimonial } from './content-mappers';
import { checkVersion, parseInput, staffWrite } from './content-write-helpers';
import { testimonials } from './schema';

const ENTITY = 'testimonial';
const audited = (row: typeof testimonials.$inferSelect) => auditedFields(toStaffTestimonial(row));

export type StaffTestimonialPage = {
  items: StaffTestimonial[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

const ORDER = {
  date_desc: [desc(testimonials.date), asc(testimonials.author)],
  date_asc: [asc(testimonials.date), asc(testimonials.author)],
  rating_desc: [desc(testimonials.rating), desc(testimonials.date)],
  rating_asc: [asc(testimonials.rating), desc(testimonials.date)],
} as const;

/** `%`, `_` and `\` typed in a search are searched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = (p: ReturnType<typeof testimonialUpdate.parse>) => ({
  ...(p.author !== undefined && { author: p.author }),
  ...(p.text !== undefined && { text: p.text }),
  ...(p.rating !== undefined && { rating: p.rating }),
  ...(p.date !== undefined && { date: p.date }),
  ...(p.source !== undefined && { source: p.source }),
  ...(p.published !== undefined && { published: p.published }),
});

/**
 * Customer testimonials for staff (decision 031): a searchable, filterable, sorted and paged list
 * of all of them, published or not; create, edit (409 over a newer version), publish or unpublish
 * (an edit of `published`) and delete. Each write runs in one transaction with its audit entry
 * and clears the storefront caches.
 */
export function createTestimonialWrites(db: Db, invalidate: () => void) {
  return {
    async listTestimonials(query: TestimonialListQuery): Promise<StaffTestimonialPage> {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(or(ilike(testimonials.author, pattern), ilike(testimonials.text, pattern))!);
      }
      if (query.published !== undefined) where.push(eq(testimonials.published, query.published));
      const filter = where.length ? and(...where) : undefined;
      const [totalRow] = await db.select({ n: count() }).from(testimonials).where(filter);
      const total = totalRow?.n ?? 0;
      const pageSize = TESTIMONIAL_PAGE_SIZE;
      const rows = await db
        .select()
        .from(testimonials)
        .where(filter)
        .orderBy(...ORDER[query.sort], asc(testimonials.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      return {
        items: rows.map(toStaffTestimonial),
        page: query.page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async createTestimonial(actor: AuditActor, raw: TestimonialInput): Promise<StaffTestimonial> {
      const input = parseInput(testimonialInput, raw);
      return staffWrite(invalidate, 'testimonial.createFailed', () =>
        db.transaction(async (tx) => {
          const [created] = await tx.insert(testimonials).values(input).returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: ENTITY,
            entityId: created!.id,
            after: audited(created!),
          });
          return toStaffTestimonial(created!);
        }),
      );
    },

    async updateTestimonial(
      actor: AuditActor,
      id: string,
      raw: TestimonialUpdate & { updatedAt?: string },
    ): Promise<StaffTestimonial> {
      const { updatedAt, ...fields } = raw;
      const patch = columns(parseInput(testimonialUpdate, fields));
      if (!hasUuidShape(id)) throw new AppError('not_found', 'testimonial.notFound');
      return staffWrite(invalidate, 'testimonial.updateFailed', () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
          if (!current) throw new AppError('not_found', 'testimonial.notFound');
          checkVersion(current, updatedAt, 'testimonial.stale');
          // A change of its words, author, rating, date or source is staff's: Google's daily refresh
          // leaves it alone from now on (decision 083). Publishing alone is not an edit.
          const edited = (['author', 'text', 'rating', 'date', 'source'] as const).some(
            (field) => patch[field] !== undefined && patch[field] !== current[field],
          );
          const [updated] = await tx
            .update(testimonials)
            .set({ ...patch, ...(edited ? { staff_edited_at: sql`now()` } : {}), updated_at: sql`now()` })
            .where(eq(testimonials.id, id))
            .returning();
          const changed = changedFields(audited(current), audited(updated!));
          if (Object.keys(changed.after).length > 0) {
            const action =
              Object.keys(changed.after).join() === 'published'
                ? updated!.published
                  ? 'publish'
                  : 'unpublish'
                : 'update';
            await recordAudit(tx, { actor, action, entityType: ENTITY, entityId: id, ...changed });
          }
          return toStaffTestimonial(updated!);
        }),
      );
    },

    async deleteTestimonial(actor: AuditActor, id: string): Promise<{ deleted: true }> {
      if (!hasUuidShape(id)) throw new AppError('not_found', 'testimonial.notFound');
      return staffWrite(invalidate, 'testimonial.deleteFailed', () =>
        db.transaction(async (tx) => {
          const [deleted] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
          if (!deleted) throw new AppError('not_found', 'testimonial.notFound');
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
  };
}
