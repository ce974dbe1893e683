import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import { authMessages } from './auth-messages.js';

/**
 * Spec section 6: login requests say `isEcommerceClient`. This API has only shop clients (no
 * back office), so the flag may be left out or be true; false asks for something it does not do.
 */
export function assertShopClient(tenant: Tenant, isEcommerceClient: boolean | undefined): void {
  if (isEcommerceClient === false)
    throw AppError.unprocessable(
      authMessages(tenant.environment).notEcommerceClient,
      'isEcommerceClient',
    );
}
