/** Account input bounds (§5.1 leaves them open; decided here), free of zod so the message catalogue can read them. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 120;
