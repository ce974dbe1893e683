import { keepLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('keeps the locale in i18n_redirected for 365 days, per store', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    keepLocaleCookie('demo-cl', 'cl', doc);
    expect(writes).toEqual(['i18n_redirected=cl; Max-Age=31536000; Path=/demo-cl; SameSite=Lax']);
  });
});
