import { renderHook } from '@testing-library/react';
import { createI18n, i18n, initI18n, registerMessages, useTranslation } from './i18n';

registerMessages('probe', {
  arg: {
    greeting: 'Hola, {{name}}',
    nested: { title: 'Catálogo' },
    units_one: '{{count, number}} unidad',
    units_other: '{{count, number}} unidades',
    onlyArg: 'Elegí un color',
  },
  cl: { onlyArg: 'Elige un color' },
});

describe('messages', () => {
  it("reads a domain's nested texts and fills their values", () => {
    initI18n('arg');
    const { t } = renderHook(() => useTranslation('probe')).result.current;
    expect(t('nested.title')).toBe('Catálogo');
    expect(t('greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('picks the plural by count and writes numbers as the buyer reads them', () => {
    initI18n('arg');
    expect(i18n.t('units', { ns: 'probe', count: 1 })).toBe('1 unidad');
    expect(i18n.t('units', { ns: 'probe', count: 1500 })).toBe('1.500 unidades');
    // Spanish's own plural for whole millions reads as the other plural.
    expect(i18n.t('units', { ns: 'probe', count: 1_000_000 })).toBe('1.000.000 unidades');
  });

  it('gives Chileans their own text where there is one, else the Argentine text', () => {
    initI18n('cl');
    expect(i18n.t('onlyArg', { ns: 'probe' })).toBe('Elige un color');
    expect(i18n.t('nested.title', { ns: 'probe' })).toBe('Catálogo');
    initI18n('arg');
    expect(i18n.t('onlyArg', { ns: 'probe' })).toBe('Elegí un color');
  });

  it('keeps the language of each server-rendered page apart from the others and from the browser', () => {
    initI18n('arg');
    const chilean = createI18n('cl');
    const argentine = createI18n('arg');
    expect(chilean.t('onlyArg', { ns: 'probe' })).toBe('Elige un color');
    expect(argentine.t('onlyArg', { ns: 'probe' })).toBe('Elegí un color');
    // A domain that loads later is read by the pages already rendering.
    registerMessages('late', { arg: { hello: 'Hola' }, cl: { hello: 'Hola po' } });
    expect(chilean.t('hello', { ns: 'late' })).toBe('Hola po');
    expect(i18n.t('hello', { ns: 'late' })).toBe('Hola');
  });

  it('shows the key of a text that does not exist', () => {
    expect(i18n.t('missing.key', { ns: 'probe' })).toBe('missing.key');
  });
});
