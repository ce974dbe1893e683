import { shopConfig } from '../test/shop-config';
import { applyIdentity, applyTheme, themeProperties } from './apply-theme';

describe('theme', () => {
  it('turns colours into custom properties and ignores anything that is not a colour', () => {
    expect(
      themeProperties({
        primary: '#1b3a8c',
        accent: 'rgb(10, 20, 30)',
        secondary: 'red;}body{display:none',
        'bad name': '#fff',
        link: 'url(https://evil.example/x.png)',
      }),
    ).toEqual({ '--color-primary': '#1b3a8c', '--color-accent': 'rgb(10, 20, 30)' });
  });

  it('applies the colours on the document', () => {
    applyTheme(shopConfig(), 'arg');
    expect(document.documentElement.style.getPropertyValue('--color-secondary')).toBe('#f5b700');
  });

  it('leaves the page as it is when the server already wrote its colours', () => {
    document.documentElement.removeAttribute('style');
    const colours = Object.entries(themeProperties(shopConfig().colors));
    document.head.innerHTML = `<style id="store-theme">html:root{${colours
      .map(([property, value]) => `${property}:${value}`)
      .join(';')}}</style>`;
    applyTheme(shopConfig(), 'arg');
    expect(document.documentElement).not.toHaveAttribute('style');
  });

  it('sets language, template, title and favicon when the page has none', () => {
    document.title = '';
    document.head.innerHTML = '';
    applyIdentity({ ...shopConfig({}, 8), environment: 'CL', name: 'Andes Merch' });
    expect(document.documentElement.lang).toBe('es-CL');
    expect(document.documentElement.dataset.template).toBe('8');
    expect(document.title).toBe('Andes Merch');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/tenant-assets/demo-ar/favicon.svg',
    );
  });

  it('changes nothing on the root when the server wrote the language and template', () => {
    const root = document.documentElement;
    root.lang = 'es-AR';
    root.dataset.template = '3';
    const changes = new MutationObserver(() => undefined);
    changes.observe(root, { attributes: true });
    applyIdentity({ ...shopConfig({}, 3), environment: 'ARG' });
    expect(changes.takeRecords()).toEqual([]);
  });
});
