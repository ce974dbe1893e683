import { useState } from 'react';
import { useKeyedLoad } from '@store/ui';
import { adminApi } from '../../api/admin-api';
import styles from '../../layout/backoffice.module.css';
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
  const { data, error, loading, reload } = useKeyedLoad(String(id), () =>
    adminApi.productDetails(token, id),
  );
  // A new key once the server's details have arrived: adjusted while rendering, as React
  // advises for state that follows another's change.
  const [formKey, setFormKey] = useState(0);
  // The version the last save answered, before the page's reload brings it.
  const [savedVersion, setSavedVersion] = useState(0);
  const [resetting, setResetting] = useState(false);
  if (resetting && !loading) {
    setResetting(false);
    setFormKey((k) => k + 1);
  }
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
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
      onReload={() => {
        setResetting(true);
        reload();
      }}
    />
  );
}
