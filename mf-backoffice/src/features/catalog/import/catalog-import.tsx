import { useRef, useState, type FormEvent } from 'react';
import {
  IMPORT_CSV_TEMPLATE,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_JSON_TEMPLATE,
  importFileProblem,
} from '@store/contracts/catalog-rules';
import { Button, TextField } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import { ImportOutcome } from './import-outcome';
import { useCatalogImport } from './use-catalog-import';

const templateHref = (text: string, type: string) =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

const percent = (loaded: number, total: number | null) =>
  total ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * «Importar productos» (owner and catalogue): a CSV or JSON file for the store's importer, its
 * upload and then the import followed by progress bars, and what came of it: the counts, or each
 * refused line with its number and field (then nothing changed). The same file can be fixed and
 * sent again.
 */
export function CatalogImport({ token, onImported }: { token: string; onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { state, start } = useCatalogImport(token, onImported);
  const busy = state.step === 'uploading' || state.step === 'importing';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const refusal = file
      ? importFileProblem({ name: file.name, size: file.size })
      : 'Elija el archivo CSV o JSON que quiere importar.';
    setProblem(refusal);
    if (refusal || !file) return input.current?.focus();
    void start(file);
  };

  return (
    <section className={styles.card} aria-labelledby="catalog-import-title">
      <h2 id="catalog-import-title">Importar productos</h2>
      <p>
        Todo el archivo o nada: si una línea tiene un problema, no se importa ninguna y se listan
        todas con su número. Plantillas:{' '}
        <a href={templateHref(IMPORT_CSV_TEMPLATE, 'text/csv')} download="plantilla-productos.csv">
          CSV
        </a>{' '}
        y{' '}
        <a
          href={templateHref(IMPORT_JSON_TEMPLATE, 'application/json')}
          download="plantilla-productos.json"
        >
          JSON
        </a>
        .
      </p>
      <form className={styles.row} onSubmit={submit} aria-label="Importar productos" noValidate>
        <TextField
          ref={input}
          type="file"
          name="file"
          accept=".csv,.json,text/csv,application/json"
          label="Archivo CSV o JSON"
          hint={`Hasta ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.`}
          error={problem}
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          Importar
        </Button>
      </form>
      {state.step === 'uploading' && (
        <p>
          <progress
            aria-label="Subida del archivo"
            max={100}
            value={percent(state.progress.loaded, state.progress.total)}
          />{' '}
          Subiendo el archivo: {percent(state.progress.loaded, state.progress.total)} %
        </p>
      )}
      {state.step === 'importing' && (
        <p>
          <progress aria-label="Importación" max={state.job.total || 1} value={state.job.done} />{' '}
          Revisando e importando: {state.job.done} de {state.job.total} productos
        </p>
      )}
      {state.step === 'finished' && <ImportOutcome job={state.job} />}
      {state.step === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </section>
  );
}
