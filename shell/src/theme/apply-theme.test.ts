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

  it('sets language, template, title and favicon when the page has none', () => {
    document.title = '';
    document.head.innerHTML = '';
    applyIdentity({ ...shopConfig({}, 8), environment: 'CL', name: 'Andes Merch' }, 'cl');
    expect(document.documentElement.lang).toBe('es-CL');
    expect(document.documentElement.dataset.template).toBe('8');
    expect(document.title).toBe('Andes Merch');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/tenant-assets/demo-ar/favicon.svg',
    );
  });
});
