import { createContext, useContext } from 'react';
import type { Locale, ShopConfig } from '@store/contracts';

/** The tenant the page belongs to and its configuration; the shell provides it to every remote. */
export interface StoreContextValue {
  tenant: string;
  config: ShopConfig;
  locale: Locale;
}

export const StoreContext = createContext<StoreContextValue | null>(null);

export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error("useStore needs the shell's StoreContext provider");
  return value;
}

/** The tenant's money format: its decimals and currency symbol. */
export function useMoneyFormat() {
  const { config } = useStore();
  return { decimals: config.roundPrice, symbol: config.currencySymbol };
}
