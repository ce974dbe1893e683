import type { User } from '@store/contracts';

/** demo-cl's buyer, as the session's tests log in and restore it. */
export const CHILEAN_BUYER: User = {
  userId: 3,
  email: 'compras@andesmerch.cl',
  fullName: 'Diego Muñoz',
  phoneNumber: null,
  company: 'Viña Los Andes',
};
