import type { Static } from 'typebox';
import type { BootPayloadSchema } from './wire/boot.schemas.ts';

/**
 * What the HTML server inlines into each page so that the first paint waits on no extra round
 * trip: the tenant's configuration and the deploy manifest (the API's schema,
 * `wire/boot.schemas.ts`). Read by the shell at start.
 */
export type BootPayload = Static<typeof BootPayloadSchema>;
export type BootSsr = NonNullable<BootPayload['ssr']>;

export const BOOT_ELEMENT_ID = 'store-boot';
