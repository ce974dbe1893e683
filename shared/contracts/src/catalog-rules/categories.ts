// The rules of a category as the back office edits it (issue 32): the API's 400s and the form's
// messages are these, written once.

/** Text lengths in characters; `depth`: a root is level 1, so 3 is root > child > grandchild. */
export const CATEGORY_LIMITS: { title: number; slug: number; depth: number } = {
  title: 80,
  slug: 80,
  depth: 3,
};

/** A slug is what a list's address shows (`/products-list/{slug}`): lower case, digits, dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CategoryRule {
  title: string;
  slug: string;
}

export type CategoryField = keyof CategoryRule | 'parentId';

/** Each broken field's Spanish message; `{}` when the category is good. */
export function categoryProblems(category: CategoryRule): Partial<Record<CategoryField, string>> {
  const problems: Partial<Record<CategoryField, string>> = {};
  const title = category.title.trim();
  if (!title) problems.title = 'El nombre de la categoría es obligatorio.';
  else if (title.length > CATEGORY_LIMITS.title)
    problems.title = `El nombre admite como máximo ${CATEGORY_LIMITS.title} caracteres.`;
  const slug = category.slug.trim();
  if (!slug) problems.slug = 'La dirección (slug) es obligatoria.';
  else if (slug.length > CATEGORY_LIMITS.slug)
    problems.slug = `La dirección admite como máximo ${CATEGORY_LIMITS.slug} caracteres.`;
  else if (!SLUG.test(slug))
    problems.slug =
      'La dirección lleva solo minúsculas sin acentos, números y guiones entre palabras (por ejemplo «tazas-y-jarros»).';
  return problems;
}

/** A title as a slug: `Tazas y Jarros` -> `tazas-y-jarros` (what the form proposes). */
export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_LIMITS.slug);
