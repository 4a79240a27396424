import { z } from 'zod';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { ASSIGNABLE_ROLES } from '../permissions/roles';

/** The users area's inputs (issue 16): the server validates with them, the screens build with them. */

export const USER_SORTS = [
  'created_desc',
  'created_asc',
  'name_asc',
  'last_login_desc',
  'orders_desc',
] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_STATES = ['active', 'suspended', 'inactive'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USERS_PAGE_SIZE = 25;
export const DEPARTMENT_MAX = 80;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, KEYS.staffUsers.searchTooLong)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/accounts/users: search by name, e-mail or phone; filters; sort; page. */
export const usersListQuery = z.object({
  q: optionalText(100),
  role: z.enum([...ASSIGNABLE_ROLES, 'operator']).optional(),
  storeId: uuidSchema(KEYS.http.storeInvalid).optional(),
  state: z.enum(USER_STATES).optional(),
  verified: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(USER_SORTS).default('created_desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UsersListQuery = z.output<typeof usersListQuery>;
export type UsersListParams = z.input<typeof usersListQuery>;

export const userIdParams = z.object({ id: uuidSchema(KEYS.staffUsers.notFound) });

/**
 * PATCH /api/accounts/users/:id: any of role, store, department, suspended, active, carrying the
 * `updatedAt` the screen was drawn from (someone else's newer change answers 409).
 */
export const userChangeSchema = z
  .object({
    role: z.enum(ASSIGNABLE_ROLES).optional(),
    storeId: uuidSchema(KEYS.http.storeInvalid).nullable().optional(),
    department: z
      .string()
      .trim()
      .max(DEPARTMENT_MAX, KEYS.staffUsers.departmentTooLong)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    isSuspended: z.boolean().optional(),
    isActive: z.boolean().optional(),
    updatedAt: instant(KEYS.staffUsers.stale),
  })
  .refine(
    (v) =>
      v.role !== undefined ||
      v.storeId !== undefined ||
      v.department !== undefined ||
      v.isSuspended !== undefined ||
      v.isActive !== undefined,
    { message: KEYS.staffUsers.nothingToChange },
  );
export type UserChangeInput = z.input<typeof userChangeSchema>;
