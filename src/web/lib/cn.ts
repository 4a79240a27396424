import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge: it costs ~7 KB of the first load; components put
 * overridable utilities last instead (decision 004).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
