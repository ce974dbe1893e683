import type { FormEvent } from 'react';
import type {
  AdminInvoicing,
  ArgentineInvoicing,
  ChileanInvoicing,
  InvoicingSettings,
  SaveInvoicingBody,
} from '@store/contracts';

import { Button, SelectField, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { fieldsOf, useSend } from '../layout/use-send';
import { day } from '../texts';

const SERVICES: Record<'AR' | 'CL', [InvoicingSettings['service'], string][]> = {
  AR: [
    ['double', 'Doble local (pruebas, sin validez fiscal)'],
    ['homologation', 'Homologación de ARCA (pruebas)'],
    ['production', 'Producción de ARCA'],
  ],
  CL: [
    ['double', 'Doble local (pruebas, sin validez fiscal)'],
    ['sandbox', 'Pruebas de OpenFactura'],
    ['production', 'Producción de OpenFactura'],
  ],
};

/** A file input's text (a PEM certificate or key), or nothing when no file was chosen. */
async function fileText(form: HTMLFormElement, name: string): Promise<string | undefined> {
  const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
  return file ? file.text() : undefined;
}

/**
 * The owner's invoicing settings: where documents are issued (the local double, homologation or
 * production), the seller's tax data, and the credentials (ARCA's certificate and key, OpenFactura's
 * API key), which are sent only when replaced and never shown back.
 */
export function InvoicingPage({ token }: { token: string }) {
  const { data, error, reload } = useKeyedLoad('invoicing', () => adminApi.invoicing(token));
  const { busy, send, messages } = useSend(reload);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando…</p>;
  const { country } = data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const text = fieldsOf(event);
    const service = text('service') as InvoicingSettings['service'];
    void send(async () => {
      const body: SaveInvoicingBody =
        country === 'AR'
          ? {
              settings: {
                country,
                service: service as ArgentineInvoicing['service'],
                cuit: text('cuit'),
                legalName: text('legalName'),
                address: text('address'),
                pointOfSale: Number(text('pointOfSale')),
                grossIncome: text('grossIncome'),
                activitiesStart: text('activitiesStart'),
              },
            }
          : {
              settings: {
                country,
                service: service as ChileanInvoicing['service'],
                rut: text('rut'),
                legalName: text('legalName'),
                giro: text('giro'),
                acteco: Number(text('acteco')),
                address: text('address'),
                comuna: text('comuna'),
                siiOffice: text('siiOffice'),
              },
            };
      const [certificate, key] = await Promise.all([
        fileText(form, 'certificate'),
        fileText(form, 'privateKey'),
      ]);
      if (certificate !== undefined) body.arcaCertificate = certificate;
      if (key !== undefined) body.arcaPrivateKey = key;
      if (text('apiKey')) body.openFacturaApiKey = text('apiKey');
      await adminApi.saveInvoicing(token, body);
      form.reset();
    }, 'Configuración de facturación guardada.');
  };

  return (
    <section>
      <h1>Facturación electrónica</h1>
      <Credentials data={data} />
      <form className={styles.card} onSubmit={submit} aria-label="Datos de facturación">
        <h2>Datos del emisor</h2>
        <div className={styles.filters}>
          <SelectField
            label="Servicio"
            name="service"
            defaultValue={data.settings?.service ?? 'double'}
          >
            {SERVICES[country].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {country === 'AR' ? (
            <ArgentineFields settings={data.settings as ArgentineInvoicing | null} />
          ) : (
            <ChileanFields settings={data.settings as ChileanInvoicing | null} />
          )}
        </div>
        <h2>Credenciales</h2>
        <p>
          Se guardan cifradas y no se muestran. Si los campos quedan vacíos, se conservan las
          actuales.
        </p>
        <div className={styles.filters}>
          {country === 'AR' ? (
            <>
              <TextField
                label="Certificado de ARCA (.crt o .pem)"
                name="certificate"
                type="file"
                accept=".crt,.pem,.cer"
              />
              <TextField
                label="Clave privada del certificado (.key o .pem)"
                name="privateKey"
                type="file"
                accept=".key,.pem"
              />
            </>
          ) : (
            <TextField
              label="Clave de API de OpenFactura"
              name="apiKey"
              type="password"
              autoComplete="off"
            />
          )}
          <Button type="submit" disabled={busy}>
            Guardar
          </Button>
        </div>
        {messages}
      </form>
    </section>
  );
}

function ArgentineFields({ settings }: { settings: ArgentineInvoicing | null }) {
  return (
    <>
      <TextField label="CUIT" name="cuit" defaultValue={settings?.cuit} required />
      <TextField
        label="Razón social"
        name="legalName"
        defaultValue={settings?.legalName}
        required
      />
      <TextField
        label="Domicilio comercial"
        name="address"
        defaultValue={settings?.address}
        required
      />
      <TextField
        label="Punto de venta"
        name="pointOfSale"
        inputMode="numeric"
        defaultValue={settings?.pointOfSale}
        required
      />
      <TextField
        label="Ingresos brutos"
        name="grossIncome"
        defaultValue={settings?.grossIncome}
        required
      />
      <TextField
        label="Inicio de actividades"
        name="activitiesStart"
        type="date"
        defaultValue={settings?.activitiesStart}
        required
      />
    </>
  );
}

function ChileanFields({ settings }: { settings: ChileanInvoicing | null }) {
  return (
    <>
      <TextField label="RUT" name="rut" defaultValue={settings?.rut} required />
      <TextField
        label="Razón social"
        name="legalName"
        defaultValue={settings?.legalName}
        required
      />
      <TextField label="Giro" name="giro" defaultValue={settings?.giro} required />
      <TextField
        label="Código de actividad económica"
        name="acteco"
        inputMode="numeric"
        defaultValue={settings?.acteco}
        required
      />
      <TextField label="Dirección" name="address" defaultValue={settings?.address} required />
      <TextField label="Comuna" name="comuna" defaultValue={settings?.comuna} required />
      <TextField
        label="Oficina del SII"
        name="siiOffice"
        defaultValue={settings?.siiOffice}
        required
      />
    </>
  );
}

/** What is stored, so the owner knows whether invoices can be issued (never the values). */
function Credentials({ data }: { data: AdminInvoicing }) {
  const { certificate, privateKey, openFacturaApiKey } = data.credentials;
  return (
    <div className={styles.card} aria-label="Credenciales guardadas" role="group">
      {!data.settings && (
        <p role="alert" className={styles.error}>
          La tienda todavía no tiene configurada la facturación: los pedidos pagos esperan su
          factura hasta que se completen estos datos.
        </p>
      )}
      {data.country === 'AR' ? (
        <p>
          {certificate ? (
            <>
              Certificado de ARCA: CUIT {certificate.cuit ?? 'sin CUIT'}, vence el{' '}
              <span className={certificate.expired ? styles.error : undefined}>
                {day(certificate.validTo)}
                {certificate.expired && ' (vencido: hay que cargar uno nuevo)'}
              </span>
              . Clave privada: {privateKey ? 'cargada' : 'falta'}.
            </>
          ) : (
            <span className={styles.error}>
              Falta el certificado de ARCA y su clave: sin ellos no se pueden emitir facturas.
            </span>
          )}
        </p>
      ) : (
        <p>
          Clave de API de OpenFactura:{' '}
          {openFacturaApiKey ? 'cargada' : 'falta (el doble local no la necesita)'}.
        </p>
      )}
    </div>
  );
}
