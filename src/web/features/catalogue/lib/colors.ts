import { normalizeText } from '@/shared/catalogue/rules';

/** Swatch colours for the colour names staff type on cleats and sneakers (pt and en). */
const SWATCHES: Record<string, string> = {
  preto: '#1d1b1a',
  black: '#1d1b1a',
  branco: '#f7f4ec',
  white: '#f7f4ec',
  verde: '#2f6b3a',
  green: '#2f6b3a',
  amarelo: '#f2c230',
  yellow: '#f2c230',
  azul: '#2f5a8a',
  blue: '#2f5a8a',
  vermelho: '#b4201a',
  red: '#b4201a',
  cinza: '#8a8d96',
  gray: '#8a8d96',
  grey: '#8a8d96',
  marrom: '#6f4630',
  brown: '#6f4630',
  rosa: '#e58fa6',
  pink: '#e58fa6',
  laranja: '#e0782f',
  orange: '#e0782f',
};

/** The swatch for a colour name, or null when the name is not a known colour (shown as text only). */
export function swatchFor(name: string): string | null {
  return SWATCHES[normalizeText(name)] ?? null;
}

export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';
