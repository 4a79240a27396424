import { z } from 'zod';
import { instant } from '../dates';
import { KEYS } from '../messages';
import { isInternationalPhone } from '../settings/schemas';
import { fulfilmentSettingsSchema } from './settings';

/** Input shapes of the admin panel's stores area (issue 16): the API validates with them, the forms build with them. */
const K = KEYS.stores;

/** A version the client read (`updatedAt` of the row it edits), sent back so a newer save is not overwritten. */
const version = instant(K.staleVersion);

const storeFields = {
  name: z.string({ message: K.nameRequired }).trim().min(1, K.nameRequired).max(80, K.textTooLong),
  /** The name in English (decision 098); blank: English readers see `name`. */
  nameEn: z.string().trim().max(80, K.textTooLong).optional().default(''),
  address: z.string().trim().max(200, K.textTooLong),
  /** As people write it ("+1 678 555-0142"): digits, spaces and + ( ) - . only. */
  phone: z
    .string()
    .trim()
    .max(30, K.textTooLong)
    .regex(/^[+\d\s().-]*$/, K.phoneInvalid),
  /**
   * Where the store's new orders are announced (decision 050): a WhatsApp number with its country
   * code and an e-mail, each optional (blank: the shop-wide fallback).
   */
  notifyPhone: z
    .string()
    .trim()
    .max(30, K.textTooLong)
    .refine((v) => v === '' || isInternationalPhone(v), K.notifyPhoneInvalid)
    .optional()
    .default(''),
  notifyEmail: z
    .string()
    .trim()
    .max(254, K.textTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, K.notifyEmailInvalid)
    .optional()
    .default(''),
};

/** POST /api/stores/staff: a new store (its slug is made from the name). */
export const storeCreateSchema = z.object(storeFields);
export type StoreCreateInput = z.input<typeof storeCreateSchema>;

/** PATCH /api/stores/staff/:id: the details, based on the version read. */
export const storeEditSchema = z.object({
  ...storeFields,
  isActive: z.boolean({ message: K.flagInvalid }),
  updatedAt: version,
});
export type StoreEditInput = z.input<typeof storeEditSchema>;

/** PUT /api/stores/staff/:id/fulfilment: the whole settings object; `updatedAt` null when the store has none yet. */
export const fulfilmentSaveSchema = z.object({
  settings: fulfilmentSettingsSchema,
  updatedAt: version.nullable(),
});
export type FulfilmentSaveInput = z.input<typeof fulfilmentSaveSchema>;
