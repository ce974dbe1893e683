import { useState } from 'react';
import { adminApi } from '../../api/admin-api';
import { PageError } from '../../layout/page-error';
import { useFreshLoad } from '../use-fresh-load';
import { ProductDetailsForm } from './product-details-form';

/**
 * The details card of a product's page: loads them, and after a save tells the page (its
 * heading and summary show the new name); «Recargar» after a 409 starts the form again from
 * what the server holds.
 */
export function ProductDetailsEditor({
  token,
  id,
  version,
  onSaved,
}: {
  token: string;
  id: number;
  /** The product's version as the page last read it: a price save moves it too. */
  version: number;
  onSaved: () => void;
}) {
  const { data, error, formKey, startAgain } = useFreshLoad(String(id), () =>
    adminApi.productDetails(token, id),
  );
  // The version the last save answered, before the page's reload brings it.
  const [savedVersion, setSavedVersion] = useState(0);
  if (error) return <PageError error={error} />;
  if (!data) return <p>Cargando los datos del producto…</p>;
  return (
    <ProductDetailsForm
      key={formKey}
      product={{ ...data, version: Math.max(data.version, version, savedVersion) }}
      onSave={async (body) => {
        const saved = await adminApi.saveProductDetails(token, id, body);
        setSavedVersion(saved.version);
        onSaved();
        return saved;
      }}
      onReload={startAgain}
    />
  );
}
