import { testShopConfig } from '../testing.ts';
import {
  bankDetailsProblems,
  colorProblems,
  contrastRatio,
  imageSizeProblem,
  isValidCbu,
  isValidCbuAlias,
  STORE_TEXT_MAX_CHARS,
  storeTextProblem,
} from './index.ts';

const DEMO_AR = testShopConfig().colors;

describe('store colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('takes both demo stores’ colours', () => {
    expect(colorProblems(DEMO_AR)).toEqual({});
    const demoCl = {
      ...DEMO_AR,
      primary: '#1f5e3b',
      secondary: '#ff6f59',
      link: '#1f5e3b',
      background: '#fffdf9',
      text: '#1d2b24',
    };
    expect(colorProblems(demoCl)).toEqual({});
  });

  it('refuses grey text on white, on the text colour, with the ratio', () => {
    expect(colorProblems({ ...DEMO_AR, text: '#999999' })).toEqual({
      text: 'El contraste del texto sobre el fondo es 2,84:1; tiene que ser al menos 4,5:1 para que se pueda leer.',
      surface:
        'El contraste del texto sobre el fondo de paneles es 2,63:1; tiene que ser al menos 4,5:1 para que se pueda leer.',
    });
  });

  it('refuses a light principal colour under white text', () => {
    expect(colorProblems({ ...DEMO_AR, primary: '#ffd700' }).primary).toMatch(/principal es 1,/);
  });

  it('asks for a colour where there is none', () => {
    expect(colorProblems({ ...DEMO_AR, accent: 'rojo' })).toEqual({
      accent: 'Color de acento: elija un color como #1b3a8c.',
    });
  });
});

describe('store images', () => {
  it('refuses an empty or heavy file', () => {
    expect(imageSizeProblem('logo', 0)).toBe('El logo está vacío.');
    expect(imageSizeProblem('favicon', 300 * 1024)).toBe(
      'El ícono pesa 300 KB; el máximo es 256 KB.',
    );
    expect(imageSizeProblem('logo', 2048)).toBeNull();
  });
});

describe('about and policy texts', () => {
  it('takes an empty text and one at the limit, refuses one over it in Spanish', () => {
    expect(storeTextProblem('about', '')).toBeNull();
    expect(storeTextProblem('about', 'a'.repeat(STORE_TEXT_MAX_CHARS))).toBeNull();
    expect(storeTextProblem('policy', 'a'.repeat(STORE_TEXT_MAX_CHARS + 1))).toBe(
      `La política tiene ${STORE_TEXT_MAX_CHARS + 1} caracteres; el máximo es ${STORE_TEXT_MAX_CHARS}.`,
    );
    expect(storeTextProblem('about', 42)).toBe('El texto «Quiénes somos» tiene que ser texto.');
  });
});

describe('bank details', () => {
  const CBU = '2850590940090418135201';
  const AR = { bank: 'Banco Nación', accountHolder: 'Promo SA', taxId: '30-70308853-4', cbu: CBU };
  const CL = {
    bank: 'Banco de Chile',
    accountHolder: 'Promo SpA',
    taxId: '76.086.428-5',
    accountType: 'Cuenta corriente',
    accountNumber: '00-123-45678-09',
  };

  it('checks both CBU check digits', () => {
    expect(isValidCbu(CBU)).toBe(true);
    expect(isValidCbu('2850590840090418135201')).toBe(false); // first block's digit
    expect(isValidCbu('2850590940090418135202')).toBe(false); // second block's digit
    expect(isValidCbu('285059094009041813520')).toBe(false); // 21 digits
  });

  it('takes aliases of 6 to 20 letters, digits, dots and dashes', () => {
    expect(isValidCbuAlias('promo.tienda-ar')).toBe(true);
    expect(isValidCbuAlias('corto')).toBe(false);
    expect(isValidCbuAlias('con espacio')).toBe(false);
    expect(isValidCbuAlias('a'.repeat(21))).toBe(false);
  });

  it('takes good details for each country', () => {
    expect(bankDetailsProblems('AR', AR)).toEqual({});
    expect(bankDetailsProblems('AR', { ...AR, cbu: null, alias: 'promo.tienda' })).toEqual({});
    expect(bankDetailsProblems('CL', CL)).toEqual({});
  });

  it('says in Spanish what is wrong, on its field', () => {
    expect(
      bankDetailsProblems('AR', {
        ...AR,
        bank: ' ',
        taxId: '30-70308853-5',
        cbu: CBU.replace(/1$/, '2'),
      }),
    ).toEqual({
      bank: 'Escriba el banco.',
      taxId: 'El CUIT no es válido (como 30-70308853-4).',
      cbu: 'El CBU tiene 22 dígitos y sus dos dígitos verificadores no coinciden.',
    });
    expect(bankDetailsProblems('AR', { ...AR, cbu: '', alias: '' })).toEqual({
      cbu: 'Escriba el CBU o el alias de la cuenta.',
    });
    expect(bankDetailsProblems('AR', { ...AR, cbu: '', alias: 'x' })).toEqual({
      alias: 'El alias tiene de 6 a 20 letras, números, puntos o guiones.',
    });
    expect(
      bankDetailsProblems('CL', {
        ...CL,
        taxId: '76.086.428-4',
        accountType: '',
        accountNumber: 'abc',
      }),
    ).toEqual({
      taxId: 'El RUT no es válido (como 76.086.428-5).',
      accountType: 'Elija el tipo de cuenta.',
      accountNumber: 'Escriba el número de cuenta (de 4 a 20 dígitos).',
    });
  });

  it('reads the e-mail with the store’s one e-mail rule, as the checkout does', () => {
    // The old pattern of its own took a one-letter domain ending that the checkout refuses.
    expect(bankDetailsProblems('CL', { ...CL, email: 'pagos@andesmerch.c' })).toEqual({
      email: 'El correo no es válido.',
    });
    expect(bankDetailsProblems('CL', { ...CL, email: 'pagos@andesmerch.cl' })).toEqual({});
  });
});
