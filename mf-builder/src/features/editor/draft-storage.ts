import type { DesignUpload } from '@store/contracts';
import type { DesignState } from '../design/design-model';

/** A design in progress, kept in this browser so a reload does not lose it. */
export interface Draft {
  design: DesignState;
  uploads: DesignUpload[];
  quantities: Record<string, string>;
  colorVariantId: number | null;
}

const key = (tenant: string, product: string, line: string | null) =>
  `builder:draft:${tenant}:${product}:${line ?? 'new'}`;

export function readDraft(tenant: string, product: string, line: string | null): Draft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(tenant, product, line)) ?? 'null') as Draft;
    return value && Array.isArray(value.design?.views) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(tenant: string, product: string, line: string | null, draft: Draft) {
  try {
    localStorage.setItem(key(tenant, product, line), JSON.stringify(draft));
  } catch {
    // A full storage only loses the draft, never the design on screen.
  }
}

export function clearDraft(tenant: string, product: string, line: string | null) {
  localStorage.removeItem(key(tenant, product, line));
}
