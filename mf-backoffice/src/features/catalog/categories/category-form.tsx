import { useState } from 'react';
import type { CategoryCreateBody, StaffCategory, StaffCategoryTree } from '@store/contracts';
import { CATEGORY_LIMITS, categoryProblems, slugOf } from '@store/contracts/catalog-rules';
import { Button, SelectField, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import catalog from '../catalog.module.css';
import { EMPTY_AGAIN, useFieldForm } from '../../layout/use-field-form';
import { parentOptions } from './category-tree-rules';

type Field = 'title' | 'slug' | 'featured' | 'parentId';

/**
 * A category's title, address (slug), «Destacada» and where it sits, checked with the API's own
 * rules (`@store/contracts/catalog-rules`) before sending; every error on its field with the
 * focus there, the API's refusals (a slug taken, a cycle, too deep) too. Without `category`, a new
 * one: its slug follows its title until the slug is typed, and the form starts empty again.
 */
export function CategoryForm({
  tree,
  category,
  onSave,
  onReload,
}: {
  tree: StaffCategoryTree;
  category?: StaffCategory;
  onSave: (body: CategoryCreateBody) => Promise<unknown>;
  onReload: () => void;
}) {
  const { texts, bind, bindCheck, edit, onSubmit, busy, formRef, outcome } = useFieldForm<
    Field,
    string | boolean
  >({
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    featured: category?.featured ?? false,
    parentId: category?.parentId ? String(category.parentId) : '',
  });
  const [slugTyped, setSlugTyped] = useState(Boolean(category));
  const bodyOf = (): CategoryCreateBody => ({
    title: String(texts.title),
    slug: String(texts.slug),
    featured: texts.featured === true,
    parentId: texts.parentId ? Number(texts.parentId) : null,
  });
  const id = category ? `category-${category.id}` : 'category-new';
  const title = bind('title');
  const slug = bind('slug');

  return (
    <form
      ref={formRef}
      className={styles.card}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit(
        () => categoryProblems(bodyOf()),
        async () => {
          await onSave(bodyOf());
          if (category) return undefined;
          setSlugTyped(false);
          return EMPTY_AGAIN;
        },
      )}
    >
      <h2 id={`${id}-title`}>{category ? `Editar «${category.title}»` : 'Nueva categoría'}</h2>
      <TextField
        label="Nombre"
        maxLength={CATEGORY_LIMITS.title}
        {...title}
        onChange={(event) => {
          const value = event.target.value;
          edit((all) => ({ ...all, title: value, ...(slugTyped ? {} : { slug: slugOf(value) }) }));
        }}
      />
      <TextField
        label="Dirección (slug)"
        hint="Lo que muestra la dirección de su lista: /products-list/…"
        maxLength={CATEGORY_LIMITS.slug}
        {...slug}
        onChange={(event) => {
          setSlugTyped(true);
          slug.onChange(event);
        }}
      />
      <SelectField label="Dentro de" {...bind('parentId')}>
        <option value="">Ninguna (primer nivel)</option>
        {parentOptions(tree, category?.id ?? null).map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <label className={catalog.check}>
        <input type="checkbox" {...bindCheck('featured')} /> Destacada en la página de inicio
      </label>
      {outcome(category ? 'Categoría guardada.' : 'Categoría creada.', onReload)}
      <Button type="submit" disabled={busy}>
        {category ? 'Guardar categoría' : 'Crear categoría'}
      </Button>
    </form>
  );
}
