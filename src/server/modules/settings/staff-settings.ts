import { inArray, sql } from 'drizzle-orm';
import { type ZodType, z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import { renderMessage } from '@/shared/messages';
import { GENERAL_DEFAULTS, type SeoKey, seoStorageKey } from '@/shared/settings/keys';
import type { PublicSettings } from '@/shared/settings/public-settings';
import {
  type GroupKey,
  generalSettingsSchema,
  isGroupKey,
  SETTINGS_GROUP_KEYS,
  type SettingsGroup,
  schemaOf,
  seoSettingsSchema,
} from '@/shared/settings/schemas';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { siteSettings } from './schema';
import type { SettingsService } from './service';

/** One key as the admin screens show it: its value, its help text and when it last changed. */
export type StaffSetting = { key: string; value: string; description: string; updatedAt: string | null };

/** What a save answers: the keys it changed, the Portuguese success text and the fresh public settings. */
export type SettingsSaved = { saved: string[]; message: string; settings: PublicSettings };

/** The row key of a group's key: SEO keys live under "seo." (keys.ts). */
const storageKey = (group: SettingsGroup, key: string) =>
  group === 'seo' ? seoStorageKey(key as SeoKey) : key;

/** SPEC §7.2: the SEO upsert writes group_name seo and the description "Configuração SEO: {key}". */
const rowMeta = (group: SettingsGroup, key: string) =>
  group === 'seo'
    ? { group_name: 'seo', description: `Configuração SEO: ${key}` }
    : {
        group_name: 'general',
        description: GENERAL_DEFAULTS[key as keyof typeof GENERAL_DEFAULTS].description,
      };

async function readGroup(ex: Executor, group: SettingsGroup) {
  const keys = SETTINGS_GROUP_KEYS[group];
  const rows = await ex
    .select()
    .from(siteSettings)
    .where(
      inArray(
        siteSettings.key,
        keys.map((k) => storageKey(group, k)),
      ),
    );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = byKey.get(storageKey(group, key));
    return { key, row };
  });
}

/**
 * A refusal of a settings save in the §8.5 wording ("Erro ao salvar {key}: {detail}" or "Erro ao
 * atualizar: {detail}"), `{detail}` being the first field's text; each field keeps its own message.
 */
export function settingsRefusal(
  error: { issues: readonly $ZodIssue[] },
  key: 'settings.saveKeyFailed' | 'settings.updateFailed',
  params: Record<string, string> = {},
): AppError {
  const { fields } = validationError('validation_failed', error);
  const detail = Object.values(fields ?? {})[0]?.[0]?.message ?? renderMessage('common.invalidValue');
  return new AppError('validation_failed', key, { params: { ...params, detail }, fields });
}

function parseOrRefuse<T>(
  schema: ZodType<T>,
  raw: unknown,
  key: 'settings.saveKeyFailed' | 'settings.updateFailed',
  params: Record<string, string> = {},
): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw settingsRefusal(result.error, key, params);
}

/**
 * The settings and SEO screens' reads and writes (issue 17). Each save is one transaction with
 * its audit entry; after it commits, the settings cache is cleared, so the storefront (header,
 * footer, chat links, the served <head>, robots.txt) shows the new values at the next request.
 */
/** The manual payment method keys (decision 082): at least one way to pay stays on. */
const METHOD_KEYS = ['payment_pay_on_delivery', 'payment_bank_transfer'] as const;

export function createStaffSettings(
  db: Db,
  settings: SettingsService,
  options: {
    /** Whether card payment is offered now (Stripe set up): it counts as a way to pay (decision 082). */
    cardOffered?: (ex: Executor) => Promise<boolean>;
  } = {},
) {
  /** Both manual methods off with no card is a shop nobody can pay: refused, each switch told why. */
  async function assertSomeWayToPay(tx: Executor, group: SettingsGroup, values: Record<string, string>) {
    if (group !== 'general' || !METHOD_KEYS.some((key) => key in values)) return;
    const current = new Map<string, string | null | undefined>(
      (await readGroup(tx, 'general')).map(({ key, row }) => [key, row?.value]),
    );
    const after = (key: string) => values[key] ?? current.get(key) ?? 'on';
    if (METHOD_KEYS.some((key) => after(key) !== 'off')) return;
    if (await options.cardOffered?.(tx)) return;
    const refusal = [{ key: 'payment.methodsNoneLeft' as const }];
    throw new AppError('validation_failed', 'payment.methodsNoneLeft', {
      fields: Object.fromEntries(METHOD_KEYS.map((key) => [key, refusal])),
    });
  }

  async function write(
    actor: AuditActor,
    group: SettingsGroup,
    values: Record<string, string>,
  ): Promise<string[]> {
    const changed = await db.transaction(async (tx) => {
      await assertSomeWayToPay(tx, group, values);
      const current = await readGroup(tx, group);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const { key, row } of current) {
        if (!(key in values)) continue;
        before[key] = row?.value ?? null;
        after[key] = values[key];
      }
      const diff = changedFields(before, after);
      const keys = Object.keys(diff.after);
      for (const key of keys) {
        const value = values[key]!;
        const meta = rowMeta(group, key);
        await tx
          .insert(siteSettings)
          .values({ key: storageKey(group, key), value, type: 'text', ...meta })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value, ...meta, updated_at: sql`now()` },
          });
      }
      if (keys.length > 0) {
        await recordAudit(tx, {
          actor,
          action: 'settings.update',
          entityType: 'site_settings',
          entityId: group,
          before: diff.before,
          after: diff.after,
        });
      }
      return keys;
    });
    settings.invalidate();
    return changed;
  }

  const answer = async (saved: string[], message: string): Promise<SettingsSaved> => ({
    saved,
    message,
    settings: await settings.getPublic(),
  });

  return {
    async list(group: SettingsGroup): Promise<StaffSetting[]> {
      return (await readGroup(db, group)).map(({ key, row }) => ({
        key,
        value: row?.value ?? '',
        description: row?.description ?? rowMeta(group, key).description,
        updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
      }));
    },

    /** Save one key: "{key} atualizado com sucesso!"; a refusal "Erro ao salvar {key}: {detail}". */
    async saveOne<G extends SettingsGroup>(
      actor: AuditActor,
      group: G,
      key: string,
      raw: unknown,
    ): Promise<SettingsSaved> {
      if (!isGroupKey(group, key)) throw new AppError('not_found', 'settings.unknownKey');
      const { value } = parseOrRefuse(
        z.object({ value: schemaOf(group, key as GroupKey<G>) }),
        raw,
        'settings.saveKeyFailed',
        { key },
      );
      const saved = await write(actor, group, { [key]: value });
      return answer(saved, renderMessage('settings.keySaved', { key }));
    },

    /** Save all: SEO "Configurações de SEO atualizadas com sucesso!"; a refusal "Erro ao atualizar: {detail}". */
    async saveAll(actor: AuditActor, group: SettingsGroup, raw: unknown): Promise<SettingsSaved> {
      const schema = group === 'seo' ? seoSettingsSchema : generalSettingsSchema;
      const values = parseOrRefuse<Record<string, string>>(schema, raw, 'settings.updateFailed');
      const saved = await write(actor, group, values);
      return answer(saved, renderMessage(group === 'seo' ? 'settings.seoSaved' : 'settings.saved'));
    },
  };
}

export type StaffSettings = ReturnType<typeof createStaffSettings>;
