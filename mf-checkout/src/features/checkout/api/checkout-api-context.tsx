import { createContext, useContext } from 'react';
import { checkoutApi, type CheckoutApi } from './checkout-api';

/** The real API on the page; component tests provide a stand-in. */
export const CheckoutApiContext = createContext<CheckoutApi>(checkoutApi);

export const useCheckoutApi = () => useContext(CheckoutApiContext);
