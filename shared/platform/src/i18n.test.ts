import { renderHook } from '@testing-library/react';
import { i18n, initI18n, registerMessages, useMessages } from './i18n';

registerMessages('probe', {
  arg: {
    greeting: 'Hola, {{name}}',
    nested: { title: 'Catálogo' },
    units_one: '{{count}} unidad',
    units_other: '{{count}} unidades',
    onlyArg: 'Elegí un color',
  },
  cl: { onlyArg: 'Elige un color' },
});

describe('messages', () => {
  it("reads a domain's nested texts and fills their values", () => {
    initI18n('arg');
    const { t } = renderHook(() => useMessages('probe')).result.current;
    expect(t('nested.title')).toBe('Catálogo');
    expect(t('greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('picks the plural by count', () => {
    initI18n('arg');
    expect(i18n.t('units', { ns: 'probe', count: 1 })).toBe('1 unidad');
    expect(i18n.t('units', { ns: 'probe', count: 3 })).toBe('3 unidades');
    expect(i18n.t('units', { ns: 'probe', count: 1_000_000 })).toBe('1000000 unidades');
  });

  it('gives Chileans their own text where there is one, else the Argentine text', () => {
    initI18n('cl');
    expect(i18n.t('onlyArg', { ns: 'probe' })).toBe('Elige un color');
    expect(i18n.t('nested.title', { ns: 'probe' })).toBe('Catálogo');
    initI18n('arg');
    expect(i18n.t('onlyArg', { ns: 'probe' })).toBe('Elegí un color');
  });

  it('shows the key of a text that does not exist', () => {
    expect(i18n.t('missing.key', { ns: 'probe' })).toBe('missing.key');
  });
});
