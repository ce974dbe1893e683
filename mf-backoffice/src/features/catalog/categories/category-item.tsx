import type { CSSProperties } from 'react';
import type { StaffCategory, StaffCategoryTree } from '@store/contracts';
import { MoveButtons, type Direction } from '../../layout/move-in-list';
import { ConfirmedAction } from '../confirmed-action';
import { PictureCropDetails } from '../pictures/picture-crop-details';
import { PictureUpload } from '../pictures/picture-upload';
import { CategoryForm } from './category-form';
import { CategoryMove } from './category-move';
import { siblingsOf } from './category-tree-rules';
import type { CategoryWrites } from './category-writes';
import own from './categories.module.css';

const products = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/**
 * One category of the tree, indented by its depth: its picture, title, address and products; for
 * owner and catalogue, «Subir» and «Bajar» among its siblings, «Mover a…», «Editar», the picture
 * (upload, «Recortar» as a product's picture, remove) and «Borrar».
 */
export function CategoryItem({
  tree,
  category,
  writes,
  onMoveFocus,
}: {
  tree: StaffCategoryTree;
  category: StaffCategory;
  /** Null for a role that only reads. */
  writes: CategoryWrites | null;
  onMoveFocus: (id: number, direction: Direction) => void;
}) {
  const siblings = siblingsOf(tree, category);
  const index = siblings.findIndex((c) => c.id === category.id);
  const parent = tree.categories.find((c) => c.id === category.parentId);
  const move = async (direction: Direction) => {
    if (!writes) return;
    const position = index + (direction === 'up' ? -1 : 1);
    if ((await writes.move(category, category.parentId, position)) !== false)
      onMoveFocus(category.id, direction);
  };
  return (
    <li
      data-category={category.id}
      className={category.depth > 1 ? `${own.item} ${own.nested}` : own.item}
      style={{ '--depth': category.depth - 1 } as CSSProperties}
    >
      <div className={own.head}>
        {category.picture && <img src={category.picture} alt="" className={own.picture} />}
        <span>
          <strong>{category.title}</strong> <code>/{category.slug}</code>{' '}
          {products(category.productCount)}
          {category.featured && ' · destacada'}
          {parent && <span className={own.hint}> · dentro de «{parent.title}»</span>}
        </span>
        {writes && (
          <div className={own.order}>
            <MoveButtons
              index={index}
              count={siblings.length}
              name={category.title}
              onMove={(direction) => void move(direction)}
            />
          </div>
        )}
      </div>
      {writes && (
        <div className={own.actions}>
          <CategoryMove
            tree={tree}
            category={category}
            onMove={(parentId, position) => writes.move(category, parentId, position)}
          />
          <details>
            <summary>Editar «{category.title}»</summary>
            <CategoryForm
              tree={tree}
              category={category}
              onSave={(body) => writes.edit(category, body)}
              onReload={writes.reload}
            />
            <PictureUpload
              single
              count={0}
              onUpload={([file]) => writes.uploadPicture(category, file!)}
              onReload={writes.reload}
            />
            {category.pictureFile && (
              <PictureCropDetails
                picture={category.pictureFile}
                // A new upload is a new original: a new editor. A saved crop keeps it.
                editorKey={category.pictureFile.original ?? category.pictureFile.image}
                onSave={(crop, drawnOn) => writes.cropPicture(category, crop, drawnOn)}
                onReload={writes.reload}
              />
            )}
            {category.picture && (
              <ConfirmedAction
                label="Quitar foto"
                title={`Quitar la foto de «${category.title}»`}
                confirmLabel="Quitar foto"
                onConfirm={() => writes.removePicture(category)}
                onReload={writes.reload}
              >
                <p>La tienda vuelve a mostrar la foto de su producto más pedido.</p>
              </ConfirmedAction>
            )}
          </details>
          <ConfirmedAction
            label={`Borrar «${category.title}»`}
            title={`Borrar «${category.title}»`}
            confirmLabel="Borrar"
            onConfirm={() => writes.remove(category)}
            onReload={writes.reload}
          >
            <p>Solo se borra una categoría sin productos ni subcategorías.</p>
          </ConfirmedAction>
        </div>
      )}
    </li>
  );
}
