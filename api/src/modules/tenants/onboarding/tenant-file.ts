import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { tenantNameProblem } from '../tenant-name.js';
import type { NewTenant, TenantSettings } from '../tenant.js';
import { readAssets, type AssetFile } from './tenant-file-assets.js';
import { readSettings, SETTINGS_FIELDS } from './tenant-file-settings.js';
import { isRecord, Reader, TenantFileError } from './problems.js';

/** A validated tenant file: the tenant to store and the files to put in its folder. */
export interface TenantPlan {
  tenant: NewTenant;
  files: AssetFile[];
}

export const TOP_FIELDS = [
  'name',
  'displayName',
  'environment',
  'template',
  'logo',
  'favicon',
  'clientLogos',
  'productBuilder',
] as const;

async function parseFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new TenantFileError(file, [
      { field: '(archivo)', message: error.code === 'ENOENT' ? 'no existe.' : error.message },
    ]);
  });
  const ext = extname(file).toLowerCase();
  if (!['.json', '.yaml', '.yml'].includes(ext))
    throw new TenantFileError(file, [
      { field: '(archivo)', message: 'debe terminar en .json, .yaml o .yml.' },
    ]);
  try {
    return ext === '.json' ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 50 });
  } catch (error) {
    throw new TenantFileError(file, [
      {
        field: '(archivo)',
        message: `no se puede leer como ${ext.slice(1).toUpperCase()}: ${(error as Error).message}`,
      },
    ]);
  }
}

/**
 * Reads and checks a tenant file (JSON or YAML) and the image files it names, relative to it.
 * Every problem is reported at once, each with its field and why; nothing is written here.
 */
export async function readTenantFile(file: string): Promise<TenantPlan> {
  const path = resolve(file);
  const raw = await parseFile(path);
  if (!isRecord(raw))
    throw new TenantFileError(file, [
      {
        field: '(archivo)',
        message: 'debe describir un objeto (campos como name, displayName, ...).',
      },
    ]);
  const reader = new Reader();
  const name = reader.text(raw, 'name', 'name', { required: true, max: 40 });
  if (name) {
    const problem = tenantNameProblem(name);
    if (problem) reader.add('name', problem);
  }
  const displayName = reader.text(raw, 'displayName', 'displayName', { required: true, max: 80 });
  const environment = reader.text(raw, 'environment', 'environment', {
    required: true,
    max: 3,
    pattern: /^(ARG|CL)$/,
    why: 'debe ser ARG (Argentina) o CL (Chile)',
  });
  const template = reader.number(raw, 'template', 'template', {
    min: 1,
    max: 10,
    integer: true,
    required: true,
  });
  const settings: TenantSettings = readSettings(reader, raw, environment === 'CL' ? 'CL' : 'ARG');
  const { files, urls, familyIcons } = await readAssets(
    reader,
    raw,
    dirname(path),
    name ?? 'tienda',
  );
  settings.families = settings.families?.map((family, i) => ({
    ...family,
    icon_url: familyIcons[i] ?? null,
  }));
  reader.unknownFields(raw, [...TOP_FIELDS, ...SETTINGS_FIELDS]);
  if (reader.problems.length > 0 || !name || !displayName || !environment || !template)
    throw new TenantFileError(file, reader.problems);
  return {
    tenant: {
      name,
      displayName,
      environment: environment as NewTenant['environment'],
      templateId: template as NewTenant['templateId'],
      settings: { ...settings, ...urls },
    },
    files,
  };
}
