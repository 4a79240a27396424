import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  type AboutEdit,
  aboutEdit,
  isHomeSectionKey,
  type SectionEdit,
  type SectionReorder,
  sectionEdit,
  sectionReorder,
} from '@/shared/catalogue/content-schemas';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { auditedFields, type StaffSection, toStaffSection } from './content-mappers';
import { checkVersion, parseInput, staffWrite } from './content-write-helpers';
import { sections } from './schema';

const ENTITY = 'home_section';
const audited = (row: typeof sections.$inferSelect) => auditedFields(toStaffSection(row), ['id', 'key']);

type Patch = Partial<Omit<SectionEdit, 'updatedAt'>>;

const columns = (p: Partial<ReturnType<typeof sectionEdit.parse>>) => ({
  ...(p.titlePt !== undefined && { title_pt: p.titlePt }),
  ...(p.titleEn !== undefined && { title_en: p.titleEn }),
  ...(p.subtitlePt !== undefined && { subtitle_pt: p.subtitlePt }),
  ...(p.subtitleEn !== undefined && { subtitle_en: p.subtitleEn }),
  ...(p.bodyPt !== undefined && { body_pt: p.bodyPt }),
  ...(p.bodyEn !== undefined && { body_en: p.bodyEn }),
  ...(p.isActive !== undefined && { is_active: p.isActive }),
});

/**
 * The home page's sections for staff (decision 031). The keys are the storefront's (it draws each
 * one with its own content): staff edit their texts in both languages, show or hide them and change
 * their order, but never add or remove a key. The about text is the `about` row. Each write runs
 * in one transaction with its audit entry and clears the storefront caches.
 */
export function createSectionWrites(db: Db, invalidate: () => void) {
  const update = (actor: AuditActor, key: string, raw: Patch & { updatedAt?: string }) => {
    if (!isHomeSectionKey(key)) throw new AppError('not_found', 'homeSection.notFound');
    const { updatedAt, ...fields } = raw;
    const patch = columns(parseInput(sectionEdit.partial(), fields));
    return staffWrite(invalidate, 'homeSection.updateFailed', () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(sections).where(eq(sections.key, key)).for('update');
        if (!current) throw new AppError('not_found', 'homeSection.notFound');
        checkVersion(current, updatedAt, 'homeSection.stale');
        const [updated] = await tx
          .update(sections)
          .set({ ...patch, updated_at: sql`now()` })
          .where(eq(sections.key, key))
          .returning();
        const changed = changedFields(audited(current), audited(updated!));
        if (Object.keys(changed.after).length > 0)
          await recordAudit(tx, {
            actor,
            action: 'update',
            entityType: ENTITY,
            entityId: current.id,
            ...changed,
          });
        return toStaffSection(updated!);
      }),
    );
  };

  return {
    /** Every section of the home, shown or hidden, in the home's order. */
    async listHomeSections(): Promise<StaffSection[]> {
      const rows = await db.select().from(sections).orderBy(asc(sections.display_order), asc(sections.key));
      return rows.filter((r) => isHomeSectionKey(r.key)).map(toStaffSection);
    },

    updateSection: (actor: AuditActor, key: string, raw: SectionEdit) => update(actor, key, raw),

    async aboutSection(): Promise<StaffSection> {
      const [row] = await db.select().from(sections).where(eq(sections.key, 'about'));
      if (!row) throw new AppError('not_found', 'homeSection.notFound');
      return toStaffSection(row);
    },

    /** The about text: the `about` row's titles, subtitles and bodies in both languages. */
    updateAbout: (actor: AuditActor, raw: AboutEdit) => {
      const { updatedAt, ...texts } = parseInput(aboutEdit, raw);
      return update(actor, 'about', { ...texts, updatedAt });
    },

    /** The keys given come first, in that order; sections left out keep their order after them. */
    async reorderSections(actor: AuditActor, raw: SectionReorder): Promise<void> {
      const { keys } = parseInput(sectionReorder, raw);
      await staffWrite(invalidate, 'homeSection.updateFailed', () =>
        db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(sections)
            .orderBy(asc(sections.display_order), asc(sections.key))
            .for('update');
          const byKey = new Map(rows.map((r) => [r.key, r]));
          if (keys.some((key) => !byKey.has(key))) throw new AppError('not_found', 'homeSection.notFound');
          const listed: string[] = keys;
          const order = [...listed, ...rows.map((r) => r.key).filter((key) => !listed.includes(key))];
          for (const [index, key] of order.entries()) {
            const row = byKey.get(key)!;
            const position = index + 1;
            if (row.display_order === position) continue;
            await tx.update(sections).set({ display_order: position }).where(eq(sections.id, row.id));
            await recordAudit(tx, {
              actor,
              action: 'reorder',
              entityType: ENTITY,
              entityId: row.id,
              before: { displayOrder: row.display_order },
              after: { displayOrder: position },
            });
          }
        }),
      );
    },
  };
}
