import { useState, type FormEvent } from 'react';
import type { StaffCategory, StaffCategoryTree } from '@store/contracts';
import { Button, SelectField } from '@store/ui';
import { parentOptions } from './category-tree-rules';
import own from './categories.module.css';

/** «Mover a…»: another parent (or the first level); the category goes last among its children. */
export function CategoryMove({
  tree,
  category,
  onMove,
}: {
  tree: StaffCategoryTree;
  category: StaffCategory;
  onMove: (parentId: number | null, position: number) => Promise<unknown>;
}) {
  const [parent, setParent] = useState(category.parentId ? String(category.parentId) : '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parentId = parent ? Number(parent) : null;
    if (parentId === category.parentId) return;
    const last = tree.categories.filter((c) => c.parentId === parentId).length;
    void onMove(parentId, last);
  };
  return (
    <form className={own.move} onSubmit={submit} aria-label={`Mover «${category.title}»`}>
      <SelectField
        label={`Mover «${category.title}» a`}
        value={parent}
        onChange={(event) => setParent(event.target.value)}
      >
        <option value="">Primer nivel</option>
        {parentOptions(tree, category.id).map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" size="small">
        Mover
      </Button>
    </form>
  );
}
