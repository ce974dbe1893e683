import { useRef } from 'react';
import type { StaffCategoryTree } from '@store/contracts';
import { useMoveRefusal, useMovedFocus } from '../../layout/move-in-list';
import { CategoryItem } from './category-item';
import type { CategoryWrites } from './category-writes';
import own from './categories.module.css';

/**
 * The categories in reading order, each indented by its depth. A move's refusal (a cycle, too
 * deep, a 409) is shown above the list, with «Recargar» after a 409; after «Subir» or «Bajar» the
 * focus stays on the moved category's button.
 */
export function CategoryTree({
  tree,
  writes,
}: {
  tree: StaffCategoryTree;
  writes: CategoryWrites | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  const { attempt, refusal } = useMoveRefusal(() => writes?.reload());
  const rememberMove = useMovedFocus(list, 'data-category', tree);
  const moves: CategoryWrites | null = writes && {
    ...writes,
    move: (category, parentId, position) =>
      attempt(() => writes.move(category, parentId, position)),
  };

  return (
    <section aria-labelledby="category-tree-title">
      <h2 id="category-tree-title">Árbol de categorías</h2>
      <p>
        La tienda las muestra en este orden; cada categoría lista también los productos de sus
        subcategorías. Hasta {tree.maxDepth} niveles.
      </p>
      {refusal}
      <ol ref={list} className={own.tree}>
        {tree.categories.map((category) => (
          <CategoryItem
            key={category.id}
            tree={tree}
            category={category}
            writes={moves}
            onMoveFocus={rememberMove}
          />
        ))}
      </ol>
    </section>
  );
}
