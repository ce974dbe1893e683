import { resolve } from 'node:path';
import type { TenantSettings } from '../tenant.js';
import { IMAGE_MIME, loadImage, type ImageType, type LoadedImage } from './images.js';
import { isRecord, type Reader, type Raw } from './problems.js';

/** A file to write into the tenant's folder (`<dataDir>/tenant-assets/<name>/`). */
export interface AssetFile {
  name: string;
  bytes: Buffer;
}

const LOGO = { types: ['svg', 'png', 'webp', 'jpg'] as ImageType[], maxBytes: 1024 * 1024 };
const FAVICON = { types: ['svg', 'png', 'ico'] as ImageType[], maxBytes: 256 * 1024 };
const DESIGN = { types: ['svg', 'png', 'jpg', 'webp'] as ImageType[], maxBytes: 512 * 1024 };

type AssetUrls = Pick<TenantSettings, 'logo' | 'favicon' | 'clientLogos' | 'productBuilder'>;

const ICON = { types: ['svg', 'png', 'webp'] as ImageType[], maxBytes: 256 * 1024 };

async function image(
  reader: Reader,
  raw: Raw,
  key: string,
  field: string,
  baseDir: string,
  rule: { types: ImageType[]; maxBytes: number },
): Promise<LoadedImage | null> {
  const path = reader.text(raw, key, field, { required: true, max: 300 });
  if (!path) return null;
  const loaded = await loadImage(resolve(baseDir, path), rule);
  if (typeof loaded === 'string') {
    reader.add(field, `${path}: ${loaded}`);
    return null;
  }
  return loaded;
}

/**
 * Logo, favicon, customer logos (files of the tenant, named by content so caches never serve an
 * old one) and the builder's designs (embedded as data, spec section 3).
 */
export async function readAssets(
  reader: Reader,
  raw: Raw,
  baseDir: string,
  tenant: string,
): Promise<{ files: AssetFile[]; urls: AssetUrls; familyIcons: (string | null)[] }> {
  const files: AssetFile[] = [];
  const urls: AssetUrls = {};
  const keep = (base: string, loaded: LoadedImage) => {
    const name = `${base}.${loaded.hash}.${loaded.type}`;
    files.push({ name, bytes: loaded.bytes });
    return `/tenant-assets/${tenant}/${name}`;
  };

  const logo = await image(reader, raw, 'logo', 'logo', baseDir, LOGO);
  if (logo) urls.logo = keep('logo', logo);
  const favicon = await image(reader, raw, 'favicon', 'favicon', baseDir, FAVICON);
  if (favicon) urls.favicon = keep('favicon', favicon);

  // Family icons, by the family's position in the file (families are checked in settings).
  const familyIcons: (string | null)[] = [];
  for (const [i, family] of (Array.isArray(raw.families) ? raw.families : []).entries()) {
    const loaded =
      isRecord(family) && family.icon !== undefined
        ? await image(reader, family, 'icon', `families[${i}].icon`, baseDir, ICON)
        : null;
    familyIcons.push(loaded ? keep(`family-${i + 1}`, loaded) : null);
  }

  const clientLogos: { name: string; url: string }[] = [];
  for (const [i, entry] of reader.list(raw, 'clientLogos', 'clientLogos', 24).entries()) {
    const field = `clientLogos[${i}]`;
    if (!isRecord(entry)) {
      reader.add(field, 'debe tener name y file.');
      continue;
    }
    reader.unknownFields(entry, ['name', 'file'], `${field}.`);
    const name = reader.text(entry, 'name', `${field}.name`, { required: true, max: 60 });
    const loaded = await image(reader, entry, 'file', `${field}.file`, baseDir, LOGO);
    if (name && loaded) clientLogos.push({ name, url: keep(`client-${i + 1}`, loaded) });
  }
  if (clientLogos.length > 0) urls.clientLogos = clientLogos;

  const builder = reader.record(raw, 'productBuilder', 'productBuilder');
  if (builder) {
    reader.unknownFields(builder, ['categories'], 'productBuilder.');
    const categories = [];
    for (const [c, category] of reader
      .list(builder, 'categories', 'productBuilder.categories', 20)
      .entries()) {
      const field = `productBuilder.categories[${c}]`;
      if (!isRecord(category)) {
        reader.add(field, 'debe tener name y designs.');
        continue;
      }
      const name = reader.text(category, 'name', `${field}.name`, { required: true, max: 60 });
      const designs = [];
      for (const [d, design] of reader
        .list(category, 'designs', `${field}.designs`, 40)
        .entries()) {
        if (!isRecord(design)) {
          reader.add(`${field}.designs[${d}]`, 'debe tener name y file.');
          continue;
        }
        const title = reader.text(design, 'name', `${field}.designs[${d}].name`, { max: 60 });
        const loaded = await image(
          reader,
          design,
          'file',
          `${field}.designs[${d}].file`,
          baseDir,
          DESIGN,
        );
        if (loaded)
          designs.push({
            name: title ?? '',
            source: `data:${IMAGE_MIME[loaded.type]};base64,${loaded.bytes.toString('base64')}`,
          });
      }
      if (name) categories.push({ name, designs });
    }
    urls.productBuilder = { categories };
  }
  return { files, urls, familyIcons };
}
