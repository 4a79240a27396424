import { z } from 'zod';
import {
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from './limits';

/** Input shapes of the catalogue (STYLE habit 1): the API validates with them, the web builds with them. */

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true ou false.' })
  .transform((v) => v === 'true' || v === '1');

const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${what} deve ser um número inteiro.` })
    .int(`${what} deve ser um número inteiro.`)
    .min(min, `${what} deve ser no mínimo ${min}.`)
    .max(max, `${what} deve ser no máximo ${max}.`);

/** GET /api/catalogue/products query string. Unknown parameters are ignored. */
export const productListQuery = z.object({
  category: z
    .string()
    .trim()
    .max(SLUG_MAX, `Categoria deve ter no máximo ${SLUG_MAX} caracteres.`)
    .optional()
    .transform((v) => v || undefined),
  featured: flag.optional(),
  offer: flag.optional(),
  brazilian: flag.optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `A busca deve ter no máximo ${SEARCH_MAX} caracteres.`)
    .optional()
    .transform((v) => v || undefined),
  page: whole('Página', 1, PAGE_MAX).default(1),
  pageSize: whole('Itens por página', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: z
    .enum(PRODUCT_SORTS, { message: `Ordenação deve ser uma de: ${PRODUCT_SORTS.join(', ')}.` })
    .default('relevance'),
});

export type ProductListQuery = z.infer<typeof productListQuery>;
export type ProductListInput = z.input<typeof productListQuery>;

/**
 * The category texts that carry a value, as templates the web app matches to put them into
 * English (decision 018); CATEGORY_MESSAGES and the category lookup fill them.
 */
export const CATEGORY_TEMPLATES = {
  notFound: 'Categoria não encontrada: {slug}',
  updateFailed: 'Erro ao atualizar categoria: {detail}',
  deleteFailed: 'Erro ao excluir categoria: {detail}',
  slugTooLong: 'O slug deve ter no máximo {max} caracteres.',
} as const;

/** SPEC §5.3 and §8.4 texts of the category rules. */
export const CATEGORY_MESSAGES = {
  slugRequired: 'Slug da categoria é obrigatório',
  notFound: (slug: string) => CATEGORY_TEMPLATES.notFound.replace('{slug}', () => slug),
  createFailed: 'Erro ao criar categoria. Tente novamente.',
  updateFailed: (detail: string) => CATEGORY_TEMPLATES.updateFailed.replace('{detail}', () => detail),
  deleteFailed: (detail: string) => CATEGORY_TEMPLATES.deleteFailed.replace('{detail}', () => detail),
  noneUpdated: 'Nenhuma categoria foi atualizada. Verifique as permissões.',
  noneDeleted: 'Nenhuma categoria foi deletada. Verifique as permissões.',
  slugTaken: 'Já existe uma categoria com este slug.',
  created: 'Categoria criada com sucesso.',
  updated: 'Categoria atualizada com sucesso.',
  deleted: 'Categoria excluída com sucesso.',
} as const;

export const PRODUCT_MESSAGES = {
  notFound: 'Produto não encontrado',
  idRequired: 'Informe o slug ou o id do produto.',
} as const;

const slug = z
  .string({ message: CATEGORY_MESSAGES.slugRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.slugRequired)
  .max(SLUG_MAX, CATEGORY_TEMPLATES.slugTooLong.replace('{max}', String(SLUG_MAX)))
  .regex(SLUG_PATTERN, 'Use só letras minúsculas sem acento, números e hífens (ex.: kits-churrasco).');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => v || null);

const categoryFields = {
  name: z
    .string({ message: 'Nome é obrigatório.' })
    .trim()
    .min(1, 'Nome é obrigatório.')
    .max(80, 'Máximo de 80 caracteres.'),
  nameEn: optionalText(80),
  slug,
  description: optionalText(500),
  descriptionEn: optionalText(500),
  imageUrl: optionalText(500),
  isActive: z.boolean({ message: 'Use true ou false.' }),
  displayOrder: z.number({ message: 'Ordem deve ser um número.' }).int().min(0).max(10_000),
};

/** A category as staff create it (SPEC §3.2 plus its English name, description and image). */
export const categoryInput = z.object({
  ...categoryFields,
  isActive: categoryFields.isActive.default(true),
  displayOrder: categoryFields.displayOrder.default(0),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** A change: only the fields sent are written (no defaults, or an edit would reset them). */
export const categoryUpdate = z.object(categoryFields).partial();
export type CategoryUpdate = z.input<typeof categoryUpdate>;

/** Reordering (SPEC §7.2 "update display_order per id"). */
export const categoryReorder = z
  .array(z.object({ id: z.uuid('Id inválido.'), displayOrder: z.number().int().min(0).max(10_000) }))
  .min(1)
  .max(500);
