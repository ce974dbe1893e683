import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type { CartRepository } from './cart.repository.js';

const MB = 1024 * 1024;

/**
 * Bytes of cart uploads kept per hour: per buyer or guest token of a tenant, and per client
 * address over every token (an office has several buyers; a guest can mint tokens at will). The
 * upload rate limit alone let one address store about 1 GB a minute.
 */
export const UPLOAD_QUOTA = {
  windowMs: 60 * 60_000,
  perOwnerBytes: 100 * MB,
  perAddressBytes: 300 * MB,
} as const;

export const QUOTA_MESSAGE =
  'Se alcanzó el máximo de archivos que se pueden subir en una hora. Podrás subir más en un rato.';

class QuotaExceeded extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, QUOTA_MESSAGE);
  }
}

/** Refuses (429, nothing stored) an upload that would take the owner or address past its quota. */
export async function assertWithinQuota(
  repository: CartRepository,
  upload: { tenant: Tenant; owner: string; address: string; bytes: number },
  now = Date.now(),
): Promise<void> {
  const since = new Date(now - UPLOAD_QUOTA.windowMs).toISOString();
  const used = await repository.uploadedSince(
    upload.tenant.id,
    upload.owner,
    upload.address,
    since,
  );
  const full = [
    [used.owner, UPLOAD_QUOTA.perOwnerBytes],
    [used.address, UPLOAD_QUOTA.perAddressBytes],
  ] as const;
  for (const [usage, limit] of full) {
    if (usage.bytes + upload.bytes <= limit) continue;
    const freesAt = usage.oldest ? Date.parse(usage.oldest) + UPLOAD_QUOTA.windowMs : now;
    throw new QuotaExceeded(Math.max(1, Math.ceil((freesAt - now) / 1000)));
  }
}
