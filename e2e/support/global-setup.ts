import { startStore } from './store-server.ts';

/** One store for the whole run: its address and folders reach the tests through the environment. */
export default async function globalSetup() {
  const store = await startStore({ restock: true });
  process.env.STORE_URL = store.url;
  process.env.STORE_DATA_DIR = store.dataDir;
  process.env.STORE_ORIGIN_DIR = store.originDir;
  // The store's PostgreSQL schema, so a test can change a tenant through the store's own CLI.
  if (store.databaseUrl) process.env.STORE_DATABASE_URL = store.databaseUrl;
  return () => store.stop();
}
