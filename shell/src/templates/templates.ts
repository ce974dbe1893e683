import type { TemplateId } from '@store/contracts';

/** How the categories are laid out in their wrapper (spec section 2, "Layouts"). */
export type CategoryWrapper = { kind: 'columns'; columns: 1 | 3 | 5 } | { kind: 'list' };

/** The header's structure; colours, type and shapes come from the template's stylesheet. */
export type HeaderStyle = 'band' | 'centered' | 'split' | 'compact' | 'stacked';
export type FooterStyle = 'columns' | 'dark' | 'centered';

export interface TemplateDesign {
  id: TemplateId;
  /** What a reseller reads when choosing (README table). */
  name: string;
  header: HeaderStyle;
  footer: FooterStyle;
}

/**
 * The ten templates. The spec's rules (sidebar, category wrapper, dropdown title) are the
 * functions below; the rest of each design is its stylesheet (`styles/template-N.css`).
 */
export const TEMPLATES: Readonly<Record<TemplateId, TemplateDesign>> = {
  1: { id: 1, name: 'Clásico', header: 'band', footer: 'columns' },
  2: { id: 2, name: 'Mayorista', header: 'band', footer: 'dark' },
  3: { id: 3, name: 'Boutique', header: 'centered', footer: 'centered' },
  4: { id: 4, name: 'Panel', header: 'compact', footer: 'columns' },
  5: { id: 5, name: 'Amable', header: 'compact', footer: 'centered' },
  6: { id: 6, name: 'Impacto', header: 'stacked', footer: 'dark' },
  7: { id: 7, name: 'Mínimo', header: 'compact', footer: 'centered' },
  8: { id: 8, name: 'Editorial', header: 'split', footer: 'dark' },
  9: { id: 9, name: 'Artesanal', header: 'split', footer: 'columns' },
  10: { id: 10, name: 'Técnico', header: 'stacked', footer: 'dark' },
};

export const SIDEBAR_WIDTH_PX = 283;

export const designOf = (id: TemplateId): TemplateDesign => TEMPLATES[id] ?? TEMPLATES[1];

/** Spec: the default layout has a sidebar for templates 4, 5 and 7 only. */
export const hasSidebar = (id: TemplateId): boolean => id === 4 || id === 5 || id === 7;

/** Spec: 3 columns (1, 10); 5 columns (2, 6, 8, 9); 1 column (3); a list (4, 5, 7). */
export function categoryWrapper(id: TemplateId): CategoryWrapper {
  if (id === 1 || id === 10) return { kind: 'columns', columns: 3 };
  if (id === 3) return { kind: 'columns', columns: 1 };
  if (hasSidebar(id)) return { kind: 'list' };
  return { kind: 'columns', columns: 5 };
}

/**
 * Spec: the dropdown reads CATEGORÍAS (1, 2, 3, 4, 6, 10) or MENÚ (8, 9). Templates 5 and 7 have
 * no dropdown: their sidebar is the menu (README, "Decisions").
 */
export function dropdownTitle(id: TemplateId): 'CATEGORÍAS' | 'MENÚ' | null {
  if (id === 8 || id === 9) return 'MENÚ';
  if (id === 5 || id === 7) return null;
  return 'CATEGORÍAS';
}
