import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { INVITABLE_ROLES, INVITATION_STATES } from '../permissions/invitations';
import { worksInOneStore } from '../permissions/roles';
import { emailSchema, fullNameSchema, newPasswordSchema } from './schemas';

/** Staff invitations (issue 16, decision 036): the server validates with these, the screens build with them. */

/**
 * POST /api/accounts/invitations: an e-mail, a role below the inviter's and, for a manager or an
 * operator, a store. The store may be left out when the shop has one (the server takes it); with
 * several the server refuses `storeRequired`, which the form checks first (below).
 */
export const invitationCreateSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, { error: KEYS.invitation.roleNotAllowed }),
  // "" is the form's "no store yet".
  storeId: z
    .union([z.literal(''), uuidSchema(KEYS.invitation.storeUnknown)])
    .nullish()
    .transform((v) => v || null),
  /** The invitee's language (decision 106): the e-mail and the accept page are written in it. */
  language: z.enum(LANGUAGES, { error: KEYS.auth.languageInvalid }).optional(),
});

/** The invitation form when the shop has several stores: a manager or an operator needs one chosen. */
export const invitationChoosingStoreSchema = invitationCreateSchema.refine(
  (v) => !worksInOneStore(v.role) || v.storeId !== null,
  { path: ['storeId'], message: KEYS.invitation.storeRequired },
);
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;
export type InvitationCreateValues = z.output<typeof invitationCreateSchema>;

export const invitationIdParams = z.object({ id: uuidSchema(KEYS.invitation.notFound) });

/** GET /api/accounts/invitations: optionally one state. */
export const invitationsListQuery = z.object({ state: z.enum(INVITATION_STATES).optional() });

/** A token as the link carries it: 43 base64url characters (32 random bytes). */
export const invitationTokenSchema = z
  .string({ error: KEYS.invitation.tokenUnknown })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, KEYS.invitation.tokenUnknown);

/**
 * GET /api/accounts/invitation?token=…: the token in the query (the request log keeps only the
 * path). Any text is read: a mangled link is an unknown invitation, which the page explains.
 */
export const invitationTokenQuery = z.object({ token: z.string().max(200).catch('') });

export const isInvitationToken = (token: string) => invitationTokenSchema.safeParse(token).success;

/**
 * POST /api/accounts/invitation/accept. A new person sends their name and password (the shared
 * rules); a signed-in account with the invited e-mail sends the token alone.
 */
export const acceptInvitationSchema = z
  .object({
    token: invitationTokenSchema,
    fullName: fullNameSchema.optional(),
    password: newPasswordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: KEYS.account.passwordsDiffer,
  });
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The accept page's form for a new person: name and password required. */
export const acceptNewAccountFormSchema = z
  .object({
    token: invitationTokenSchema,
    fullName: fullNameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: KEYS.account.passwordsDiffer }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: KEYS.account.passwordsDiffer,
  });
export type AcceptNewAccountValues = z.input<typeof acceptNewAccountFormSchema>;
