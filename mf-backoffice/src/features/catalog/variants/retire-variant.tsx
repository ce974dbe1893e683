import { useRef, useState } from 'react';
import type { EditableVariant } from '@store/contracts';
import { toStoreApiError } from '@store/platform';
import { Button, Dialog } from '@store/ui';
import catalog from '../catalog.module.css';
import { SaveOutcome } from '../../layout/save-outcome';

/**
 * «Quitar variante», confirmed in a dialog that says what it means: the storefront stops offering
 * it, carts holding it say it is no longer available, orders and quotes keep it. The last variant
 * on sale cannot go (the API refuses it too).
 */
export function RetireVariant({
  variant,
  last,
  onRetire,
  onReload,
}: {
  variant: EditableVariant;
  last: boolean;
  onRetire: () => Promise<unknown>;
  onReload: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const retire = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onRetire();
    } catch (caught) {
      const error = toStoreApiError(caught);
      setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (last) return <p>Es la única variante a la venta: para quitarla, primero agregue otra.</p>;
  return (
    <div className={catalog.retire}>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        Quitar variante
      </Button>
      <SaveOutcome
        failure={failure}
        saved={false}
        savedText=""
        statusRef={status}
        onReload={onReload}
      />
      <Dialog
        open={confirming}
        role="alertdialog"
        title={`¿Quitar la variante ${variant.sku}?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button onClick={() => void retire()} disabled={busy}>
              Sí, quitar
            </Button>
          </>
        }
      >
        <p>
          La tienda deja de ofrecerla y un carrito que la tenga avisa que ya no está disponible. Los
          pedidos y cotizaciones que la tienen la siguen mostrando, y su SKU no se puede volver a
          usar. {variant.stock > 0 ? `Sus ${variant.stock} unidades salen del stock.` : ''}
        </p>
      </Dialog>
    </div>
  );
}
