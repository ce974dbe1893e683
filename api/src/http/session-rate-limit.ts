import type { AppConfig } from '../config.js';

/**
 * A session route's limit per client address and minute: `max`, or STORE_SESSION_ADDRESS_LIMIT
 * when set (the browser journeys, all from one address).
 */
export const sessionRateLimit = (config: Pick<AppConfig, 'sessionAddressLimit'>, max: number) => ({
  max: config.sessionAddressLimit ?? max,
  timeWindow: '1 minute',
});
