import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: with time zone, never null, now() unless given. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both, under the snake_case property names of our own tables (better-auth's use createdAt, updatedAt). */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
