import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import { colorPalette } from '../tenants/index.js';
import type { Tenant } from '../tenants/index.js';
import type { DesignerSettings, PaletteColor } from '@store/contracts/wire/designs';

export const DESIGN_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DPI = { minUpload: 72, warn: 150, minPrint: 100 } as const;
/** Larger than any area of the catalogue, small enough to keep one print file under 50 MP of
 * memory (`DESIGN_LIMITS`). No technique prints a larger area. */
export const PRINT_AREA_MAX_MM = DESIGN_LIMITS.printAreaMm;

/**
 * Embroidery threads for tenants without their own list: the project's own names and codes (no
 * brand's colour book is shipped; a tenant adds its supplier's threads as `threadPalette`).
 */
export const DEFAULT_THREAD_PALETTE: readonly PaletteColor[] = [
  { code: 'H-001', name: 'Blanco', hex: '#f7f7f5' },
  { code: 'H-002', name: 'Negro', hex: '#151515' },
  { code: 'H-010', name: 'Gris perla', hex: '#b9bcbf' },
  { code: 'H-020', name: 'Rojo', hex: '#b5121b' },
  { code: 'H-030', name: 'Naranja', hex: '#e8641c' },
  { code: 'H-040', name: 'Amarillo', hex: '#f2c500' },
  { code: 'H-050', name: 'Verde', hex: '#1f7a3a' },
  { code: 'H-060', name: 'Azul', hex: '#1d3f8f' },
  { code: 'H-061', name: 'Azul marino', hex: '#14213d' },
  { code: 'H-070', name: 'Celeste', hex: '#5aa9e6' },
  { code: 'H-080', name: 'Bordó', hex: '#6d1a2b' },
  { code: 'H-090', name: 'Dorado', hex: '#c49a3a' },
];

const HEX = /^#[0-9a-f]{6}$/i;

function threadPalette(tenant: Tenant): PaletteColor[] {
  const own = (tenant.settings.threadPalette ?? []).filter(
    (thread) => typeof thread?.name === 'string' && HEX.test(String(thread.hex)),
  );
  return own.length > 0
    ? own.map((thread) => ({ ...thread, hex: thread.hex.toLowerCase() }))
    : [...DEFAULT_THREAD_PALETTE];
}

/** The spec's designer settings (section 3) and the tenant's palettes. */
export function designerSettings(tenant: Tenant): DesignerSettings {
  return {
    inkPalette: colorPalette(tenant),
    threadPalette: threadPalette(tenant),
    minUploadDpi: DPI.minUpload,
    warnDpi: DPI.warn,
    minPrintDpi: DPI.minPrint,
    maxUploadBytes: DESIGN_UPLOAD_BYTES,
    exportMultiplier: 2,
  };
}
