import {
  checkAddressee,
  checkBilling,
  checkShipment,
  type FieldErrors,
} from '@store/contracts/checkout-rules';
import { AppError } from '../../http/errors.js';
import type { Environment } from '../tenants/index.js';
import type { CompleteOrderRequest } from '@store/contracts/wire/orders';

const prefixed = (prefix: string, errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`${prefix}${field}`, message]),
  );

/**
 * The checkout's own field rules (shared/contracts), run again on the server: 422 with the first
 * problem as the message and field, and every `{ field: message }` as JSON in `details`.
 */
export function checkOrderFields(body: CompleteOrderRequest, env: Environment): void {
  const invoice = body.orderInvoiceFK;
  const errors: FieldErrors = {
    ...checkAddressee(
      {
        name: body.name,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        street: body.street,
        streetNumber: body.streetNumber,
        apartment: body.apartment ?? '',
        provinceId: body.provinceId,
        cityId: body.cityId,
        locationId: body.locationId,
        locality: body.locality,
        zipCode: body.zipCode,
        deliveryComment: body.deliveryComment ?? '',
      },
      env,
    ),
    ...prefixed(
      'orderInvoiceFK.',
      renameBilling(
        checkBilling(
          {
            businessName: invoice.name,
            taxId: invoice.document,
            ivaCondition: invoice.ivaCondition as never,
            email: invoice.email,
            phone: invoice.phone,
            address: invoice.direction ?? '',
            giro: invoice.giro ?? '',
            comunaId: invoice.comunaId ?? '',
          },
          env,
        ),
      ),
    ),
    ...prefixed(
      'shipping.',
      checkShipment({
        option: {
          logisticType: body.shippingLogisticType,
          serviceType: body.shippingServiceType,
          carrierId: body.shippingCarrierId,
          pointId: body.shippingPointId ?? null,
        },
      }),
    ),
  };
  const [first] = Object.entries(errors);
  if (first)
    throw new AppError(422, first[1], { field: first[0], details: JSON.stringify(errors) });
}

/** The billing rules name the step's fields; the order payload names them as the spec does. */
function renameBilling(errors: FieldErrors): FieldErrors {
  const names: Record<string, string> = {
    businessName: 'name',
    taxId: 'document',
    address: 'direction',
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]),
  );
}
