import { nameServerStylesheets } from './server-stylesheets';

describe('the stylesheets the server linked', () => {
  it('are named by their full address, as the remotes look for them', () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/remotes/mf-catalog/1.0.0/__federation_expose_HomePage.ab12cd34.css">',
      '<link rel="stylesheet" href="/shell/292.9c443cba.css" data-href="292.9c443cba.css">',
      '<link rel="icon" href="/tenant-assets/demo-ar/favicon.svg">',
    ].join('');
    nameServerStylesheets();
    const names = [...document.head.querySelectorAll('link')].map((link) =>
      link.getAttribute('data-href'),
    );
    expect(names).toEqual([
      `${location.origin}/remotes/mf-catalog/1.0.0/__federation_expose_HomePage.ab12cd34.css`,
      '292.9c443cba.css',
      null,
    ]);
  });
});
