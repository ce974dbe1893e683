import { sessionHolder } from '@store/platform';
import { keepSignedInCookie } from './signed-in';

const BUYER = {
  accessToken: 'token',
  user: {
    userId: 7,
    email: 'compras@andesmerch.cl',
    fullName: '',
    phoneNumber: null,
    company: null,
  },
};

it("keeps the store's signed-in cookie in step with the session, and only the store's", () => {
  const writes: string[] = [];
  const doc = {
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  sessionHolder.set({ accessToken: 'guest', user: null });
  const stop = keepSignedInCookie('demo-cl', doc);
  sessionHolder.set(BUYER);
  sessionHolder.set({ ...BUYER, accessToken: 'renewed' });
  sessionHolder.set({ accessToken: null, user: null });
  stop();
  sessionHolder.set(BUYER);
  expect(writes).toEqual([
    'store_signed_in=; Max-Age=0; Path=/demo-cl; SameSite=Lax',
    'store_signed_in=1; Max-Age=31536000; Path=/demo-cl; SameSite=Lax',
    'store_signed_in=; Max-Age=0; Path=/demo-cl; SameSite=Lax',
  ]);
});
