import { useState } from 'react';
import type { StaffCategoryTree, StaffRole } from '@store/contracts';
import { Link } from '@store/platform';
import { PageError } from '../../layout/page-error';
import { CATALOG_WRITERS } from '../../texts';
import { useFreshLoad } from '../use-fresh-load';
import { categoriesApi } from './categories-api';
import { CategoryForm } from './category-form';
import { CategoryTree } from './category-tree';
import type { CategoryWrites } from './category-writes';

/**
 * `/admin/catalog/categories`: the store's categories as a tree. Sales read it; owner and
 * catalogue also create, edit, move, picture and delete them. Each write answers the whole tree,
 * shown at once.
 */
export function CategoriesPage({
  token,
  base,
  role,
}: {
  token: string;
  base: string;
  role: StaffRole;
}) {
  const { data, error, formKey, startAgain } = useFreshLoad('categories', () =>
    categoriesApi.tree(token),
  );
  const [answer, setAnswer] = useState<StaffCategoryTree | null>(null);
  const tree = answer ?? data;
  const shown = async (saving: Promise<StaffCategoryTree>) => {
    const saved = await saving;
    setAnswer(saved);
    return saved;
  };
  const again = () => {
    setAnswer(null);
    startAgain();
  };
  const writes: CategoryWrites | null = CATALOG_WRITERS.includes(role)
    ? {
        move: (c, parentId, position) =>
          shown(categoriesApi.move(token, c.id, { version: c.version, parentId, position })),
        edit: (c, body) => shown(categoriesApi.edit(token, c.id, { ...body, version: c.version })),
        remove: (c) => shown(categoriesApi.remove(token, c.id, c.version)),
        uploadPicture: (c, file) =>
          shown(categoriesApi.uploadPicture(token, c.id, c.version, file)),
        cropPicture: (c, crop, drawnOn) =>
          shown(categoriesApi.cropPicture(token, c.id, c.version, crop, drawnOn)),
        removePicture: (c) => shown(categoriesApi.removePicture(token, c.id, c.version)),
        reload: again,
      }
    : null;

  return (
    <section>
      <h1>Categorías</h1>
      <p>
        <Link to={`${base}/catalog`}>Volver a los productos</Link>
      </p>
      <PageError error={error} />
      {!tree && !error && <p>Cargando las categorías…</p>}
      {tree && writes && (
        <CategoryForm
          key={`new-${formKey}`}
          tree={tree}
          onSave={(body) => shown(categoriesApi.create(token, body))}
          onReload={again}
        />
      )}
      {tree && <CategoryTree key={`tree-${formKey}`} tree={tree} writes={writes} />}
    </section>
  );
}
