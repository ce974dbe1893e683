import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogImportJob } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { CatalogImport } from './catalog-import';
import { importApi } from './import-api';

jest.mock('./import-api', () => ({ importApi: { upload: jest.fn(), job: jest.fn() } }));
const api = jest.mocked(importApi);

const job = (changes: Partial<CatalogImportJob>): CatalogImportJob => ({
  id: '8d0b6a3e-4a8a-4f7c-9c52-1f0d1f4f9a10',
  fileName: 'productos.csv',
  format: 'csv',
  status: 'running',
  done: 0,
  total: 3,
  summary: null,
  issues: [],
  issueCount: 0,
  error: null,
  ...changes,
});
const csv = (text = 'external_id,name\n') =>
  new File([text], 'productos.csv', { type: 'text/csv' });

const setup = () => {
  const onImported = jest.fn();
  render(<CatalogImport token="t" onImported={onImported} />);
  return onImported;
};
const choose = (file: File) =>
  userEvent.upload(screen.getByLabelText('Archivo CSV o JSON'), file, { applyAccept: false });

beforeEach(() => {
  jest.resetAllMocks();
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

it('uploads with a progress bar, follows the import with another, then says what it did', async () => {
  const onImported = setup();
  let tell: (p: { loaded: number; total: number | null }) => void = () => undefined;
  let answer: (value: CatalogImportJob) => void = () => undefined;
  api.upload.mockImplementation((_token, _file, onUploadProgress) => {
    tell = onUploadProgress!;
    return new Promise((resolve) => (answer = resolve));
  });
  await choose(csv());
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  act(() => tell({ loaded: 50, total: 200 }));
  expect(screen.getByRole('progressbar', { name: 'Subida del archivo' })).toHaveAttribute(
    'value',
    '25',
  );
  expect(screen.getByText(/Subiendo el archivo: 25 %/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();

  api.job.mockResolvedValueOnce(job({ done: 3 })).mockResolvedValueOnce(
    job({
      status: 'imported',
      done: 3,
      summary: { created: 2, updated: 1, unchanged: 0, variants: 5 },
    }),
  );
  await act(async () => answer(job({ done: 1 })));
  const bar = screen.getByRole('progressbar', { name: 'Importación' });
  expect(bar).toHaveAttribute('value', '1');
  expect(bar).toHaveAttribute('max', '3');
  expect(screen.getByText(/1 de 3 productos/)).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(700));
  expect(screen.getByText(/3 de 3 productos/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(700));
  expect(screen.getByRole('status')).toHaveTextContent(
    '«productos.csv» importado: 2 productos nuevos, 1 actualizado, 0 sin cambios (5 variantes).',
  );
  expect(onImported).toHaveBeenCalledTimes(1);
  expect(api.job).toHaveBeenCalledWith('t', job({}).id);
});

it('lists every refused line with its number and field, and nothing was imported', async () => {
  const onImported = setup();
  api.upload.mockResolvedValue(
    job({
      status: 'refused',
      done: 3,
      issueCount: 2,
      issues: [
        {
          line: 3,
          field: 'weight_grams',
          message: 'Fila del SKU "A": falta el campo "weightGrams".',
        },
        { line: 5, field: 'sku', message: 'Producto "B": el SKU "X" ya es del producto "C".' },
      ],
    }),
  );
  await choose(csv());
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '«productos.csv» tiene 2 líneas con problemas: no se importó nada.',
  );
  const rows = within(screen.getByRole('table', { name: 'Líneas con problemas' })).getAllByRole(
    'row',
  );
  expect(rows.slice(1).map((row) => row.textContent)).toEqual([
    '3weight_gramsFila del SKU "A": falta el campo "weightGrams".',
    '5skuProducto "B": el SKU "X" ya es del producto "C".',
  ]);
  expect(onImported).not.toHaveBeenCalled();
});

it('refuses another kind of file before sending, and shows the API’s refusal', async () => {
  setup();
  await choose(new File(['x'], 'foto.png', { type: 'image/png' }));
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(screen.getByLabelText('Archivo CSV o JSON')).toHaveAccessibleDescription(
    /no es un archivo CSV ni JSON/,
  );
  expect(screen.getByLabelText('Archivo CSV o JSON')).toHaveFocus();
  expect(api.upload).not.toHaveBeenCalled();

  api.upload.mockRejectedValue(
    new StoreApiError(
      'server',
      'No se puede leer «productos.csv» (línea 1): El archivo no es un JSON válido.',
      400,
    ),
  );
  await choose(csv());
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no es un JSON válido.');
});

it('offers the CSV and JSON templates with the importer’s columns', () => {
  setup();
  const link = screen.getByRole('link', { name: 'CSV' });
  expect(link).toHaveAttribute('download', 'plantilla-productos.csv');
  expect(decodeURIComponent(link.getAttribute('href') ?? '')).toMatch(
    /^data:text\/csv;charset=utf-8,external_id,name,description/,
  );
  expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute(
    'download',
    'plantilla-productos.json',
  );
});
