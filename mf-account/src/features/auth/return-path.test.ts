import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products-list/all?search=taza&page=2', '/products-list/all?search=taza&page=2'],
    ['/favorites#lista', '/favorites#lista'],
  ])('keeps the store path %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/auth?mode=login',
    '/auth/reset-password',
    '/profile\u0000',
  ])('sends %p home', (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });
});
