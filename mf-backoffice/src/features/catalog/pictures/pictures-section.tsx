import { useRef, useState } from 'react';
import type { ProductPictures, StaffPicture } from '@store/contracts';
import { toStoreApiError } from '@store/platform';
import { VisuallyHidden } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import { PageError } from '../../layout/page-error';
import { MoveButtons, movedOrder, useMovedFocus, type Direction } from '../../layout/move-in-list';
import { SaveOutcome } from '../../layout/save-outcome';
import { ConfirmedAction } from '../confirmed-action';
import { useFreshLoad } from '../use-fresh-load';
import { PictureAltForm } from './picture-alt-form';
import { PictureCropDetails } from './picture-crop-details';
import { PictureUpload } from './picture-upload';
import { picturesApi } from './pictures-api';
import { SortablePicture, SortablePictures } from './sortable-pictures';
import own from './pictures.module.css';

/**
 * «Fotos»: the product's pictures in order (the first is the storefront cards'), each with its
 * thumbnail and alt text; owner and catalogue also upload, move them (dragged by their handle, or
 * «Subir», «Bajar»: the focus stays on the moved picture's button; a status says where it went),
 * write the alt text, crop any picture (`PictureCropDetails`) and delete one (confirmed). Every
 * write moves the product's one version: the page reloads.
 */
export function PicturesSection({
  token,
  id,
  version,
  canWrite,
  onSaved,
}: {
  token: string;
  id: number;
  /** The product's version as the page last read it: the other forms' saves move it too. */
  version: number;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const { data, error, reload, formKey, startAgain } = useFreshLoad(String(id), () =>
    picturesApi.get(token, id),
  );
  // The last write's answer, shown at once (the reload brings the same).
  const [answer, setAnswer] = useState<ProductPictures | null>(null);
  const [moveFailure, setMoveFailure] = useState<{ text: string; stale: boolean } | null>(null);
  // What the last move came to, for a screen reader (the focus stays where it was).
  const [moved, setMoved] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const shown = answer && (!data || answer.version >= data.version) ? answer : data;

  const rememberMove = useMovedFocus(list, 'data-picture', shown);

  if (error) return <PageError error={error} />;
  if (!shown) return <p>Cargando las fotos…</p>;
  const product = { ...shown, version: Math.max(shown.version, version) };
  const done = (saved: ProductPictures) => {
    setAnswer(saved);
    reload();
    onSaved();
    return saved;
  };
  const again = () => {
    setAnswer(null);
    setMoveFailure(null);
    startAgain();
  };
  /** Saves `order` (a picture moved by its buttons or dragged), then says where it went. */
  const saveOrder = async (order: string[], pictureId: string, direction?: Direction) => {
    setMoveFailure(null);
    setMoved('');
    try {
      const saved = await picturesApi.order(token, id, product.version, order);
      if (direction) rememberMove(pictureId, direction);
      done(saved);
      setMoved(`La foto quedó en el lugar ${order.indexOf(pictureId) + 1} de ${order.length}.`);
    } catch (caught) {
      const problem = toStoreApiError(caught);
      setMoveFailure({ text: problem.message, stale: problem.status === 409 });
    }
  };
  const move = (picture: StaffPicture, direction: Direction) => {
    const ids = product.pictures.map((p) => p.id);
    const order = movedOrder(ids, picture.id, direction);
    if (order) void saveOrder(order, picture.id, direction);
  };
  const count = product.pictures.length;

  return (
    <div className={styles.card}>
      <h2>Fotos</h2>
      <p>
        La primera es la que muestran las tarjetas del catálogo; la página del producto las muestra
        en este orden.
      </p>
      <SaveOutcome
        failure={moveFailure}
        saved={false}
        savedText=""
        statusRef={status}
        onReload={again}
      />
      <p role="status">
        <VisuallyHidden>{moved}</VisuallyHidden>
      </p>
      {count === 0 && <p>El producto todavía no tiene fotos propias.</p>}
      <SortablePictures
        ids={product.pictures.map((p) => p.id)}
        listRef={list}
        disabled={!canWrite || count < 2}
        onDrop={(order, pictureId) => void saveOrder(order, pictureId)}
      >
        {product.pictures.map((picture, index) => (
          <SortablePicture
            key={picture.id}
            id={picture.id}
            name={`la foto ${index + 1}`}
            draggable={canWrite && count > 1}
          >
            <img className={own.thumb} src={picture.image} alt={picture.alt ?? ''} />
            <div className={own.about}>
              <h3>
                Foto {index + 1}
                {index === 0 && ' · la de las tarjetas'}
              </h3>
              {!canWrite && <p>{picture.alt ?? 'Sin texto alternativo.'}</p>}
              {canWrite && (
                <>
                  {!picture.alt && (
                    <p className={own.missing}>
                      Falta el texto alternativo: mientras tanto la tienda usa el nombre del
                      producto.
                    </p>
                  )}
                  <PictureAltForm
                    key={`${formKey}-${picture.id}`}
                    alt={picture.alt}
                    label={`Texto alternativo de la foto ${index + 1}`}
                    onSave={(alt) =>
                      picturesApi.saveAlt(token, id, picture.id, product.version, alt).then(done)
                    }
                    onReload={again}
                  />
                  <div className={own.actions}>
                    <MoveButtons
                      index={index}
                      count={count}
                      name={`la foto ${index + 1}`}
                      onMove={(direction) => move(picture, direction)}
                    />
                  </div>
                  <PictureCropDetails
                    picture={picture}
                    editorKey={`${formKey}-${picture.id}`}
                    onSave={(crop, drawnOn) =>
                      picturesApi
                        .crop(token, id, picture.id, product.version, crop, drawnOn)
                        .then(done)
                    }
                    onReload={again}
                  />
                  {count > 1 ? (
                    <ConfirmedAction
                      label="Borrar foto"
                      title={`¿Borrar la foto ${index + 1}?`}
                      confirmLabel="Sí, borrar"
                      onConfirm={() =>
                        picturesApi.remove(token, id, picture.id, product.version).then(done)
                      }
                      onReload={again}
                    >
                      <p>
                        La tienda deja de mostrarla; las variantes que la usaban muestran las fotos
                        del producto. Los carritos, pedidos y cotizaciones que ya la tienen la
                        siguen mostrando.
                      </p>
                    </ConfirmedAction>
                  ) : (
                    <p className={own.hint}>Es la única foto: para borrarla, primero suba otra.</p>
                  )}
                </>
              )}
            </div>
          </SortablePicture>
        ))}
      </SortablePictures>
      {canWrite && (
        <PictureUpload
          key={formKey}
          count={count}
          onUpload={(files) => picturesApi.upload(token, id, product.version, files).then(done)}
          onReload={again}
        />
      )}
    </div>
  );
}
