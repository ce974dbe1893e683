import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StoreAnalytics,
  StoreBankDetails,
  StoreFeatures,
  StoreSectionState,
  StoreTexts,
} from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { AnalyticsForm } from './analytics-form';
import { BankForm } from './bank-form';
import { FeaturesForm } from './features-form';
import { TextsForm } from './texts-form';

const TEXTS: StoreSectionState<StoreTexts> = {
  value: { about: 'Hacemos regalos empresariales.', policy: '' },
  revision: '0123456789abcdef',
  country: 'AR',
};
const AR_BANK: StoreSectionState<StoreBankDetails | null> = {
  country: 'AR',
  value: {
    bank: 'Banco de Galicia',
    accountHolder: 'Promo Sur S.A.',
    taxId: '30-70308853-4',
    accountType: null,
    accountNumber: null,
    cbu: '0070123120000009750146',
    alias: 'PROMO.SUR.PAGOS',
    email: null,
  },
  revision: 'fedcba9876543210',
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const retype = async (input: HTMLElement, text: string) => {
  // Pasted, not typed key by key: the rules, not the keyboard, are under test here.
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('TextsForm', () => {
  const setup = (
    onSave = jest.fn().mockResolvedValue({ ...TEXTS, revision: '1111111111111111' }),
  ) => {
    const onReload = jest.fn();
    render(<TextsForm state={TEXTS} onSave={onSave} onReload={onReload} />);
    return { onSave, onReload };
  };

  it('saves both texts with the revision it opened, then the next save carries the new one', async () => {
    const { onSave } = setup();
    await retype(field('Política'), '## Cambios\n\nDentro de los 10 días.');
    await click('Guardar textos');
    expect(onSave).toHaveBeenCalledWith({
      value: {
        about: 'Hacemos regalos empresariales.',
        policy: '## Cambios\n\nDentro de los 10 días.',
      },
      revision: '0123456789abcdef',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Textos guardados: los compradores ya los ven.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    await click('Guardar textos');
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ revision: '1111111111111111' }),
    );
  });

  it('counts the characters and refuses a text over the limit on its field, sending nothing', async () => {
    const { onSave } = setup();
    expect(field('Quiénes somos')).toHaveAccessibleDescription(/^30 de 20.000 caracteres\./);
    await retype(field('Quiénes somos'), 'a'.repeat(20_001));
    await click('Guardar textos');
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Quiénes somos')).toHaveAccessibleDescription(
      /El texto «Quiénes somos» tiene 20001 caracteres; el máximo es 20000\./,
    );
    expect(field('Quiénes somos')).toHaveFocus();
  });

  it('offers «Recargar» after a 409', async () => {
    const { onReload } = setup(
      jest
        .fn()
        .mockRejectedValue(new StoreApiError('server', 'Otra persona cambió los textos.', 409)),
    );
    await click('Guardar textos');
    expect(screen.getByRole('alert')).toHaveTextContent('Otra persona cambió los textos.');
    await click('Recargar');
    expect(onReload).toHaveBeenCalled();
  });
});

describe('BankForm', () => {
  const setup = (state = AR_BANK, onSave = jest.fn().mockResolvedValue(state)) => {
    render(<BankForm state={state} onSave={onSave} onReload={jest.fn()} />);
    return { onSave };
  };

  it('checks a CBU’s check digits with the API’s rule: the error on the field, nothing sent', async () => {
    const { onSave } = setup();
    await retype(field('CBU'), '0070123420000009750146');
    await click('Guardar datos bancarios');
    expect(onSave).not.toHaveBeenCalled();
    expect(field('CBU')).toHaveAccessibleDescription(
      'El CBU tiene 22 dígitos y sus dos dígitos verificadores no coinciden.',
    );
    expect(field('CBU')).toHaveFocus();
  });

  it('sends empty fields as null and shows the server’s 400 on its field', async () => {
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(
        new StoreApiError(
          'server',
          'El alias tiene de 6 a 20 letras.',
          400,
          null,
          null,
          null,
          'alias',
        ),
      )
      .mockResolvedValue(AR_BANK);
    setup(AR_BANK, onSave);
    await retype(field('Correo'), ' tesoreria@promosur.com.ar ');
    await click('Guardar datos bancarios');
    expect(onSave).toHaveBeenCalledWith({
      value: { ...AR_BANK.value, email: 'tesoreria@promosur.com.ar' },
      revision: AR_BANK.revision,
    });
    expect(field('Alias')).toHaveAccessibleDescription('El alias tiene de 6 a 20 letras.');
  });

  it('asks a Chilean store for the account type and number, not a CBU', async () => {
    const { onSave } = setup({ country: 'CL', value: null, revision: '2222222222222222' });
    expect(screen.queryByRole('textbox', { name: /CBU/ })).toBeNull();
    await click('Guardar datos bancarios');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Tipo de cuenta' })).toHaveAccessibleDescription(
      'Elija el tipo de cuenta.',
    );
    expect(field('RUT')).toHaveAccessibleDescription('El RUT no es válido (como 76.086.428-5).');
    expect(field('Banco')).toHaveFocus();
  });
});

describe('FeaturesForm', () => {
  const FEATURES: StoreSectionState<StoreFeatures> = {
    value: {
      registrationInShop: true,
      quotation: true,
      withTaxes: false,
      useFeaturedCategories: true,
      showProductVideo: false,
      showComplementaryInformation: false,
      isMultipleVariantDesigns: false,
    },
    revision: '3333333333333333',
    country: 'CL',
  };

  it('sends every feature as it is ticked, with the revision', async () => {
    const onSave = jest.fn().mockResolvedValue(FEATURES);
    render(<FeaturesForm state={FEATURES} onSave={onSave} onReload={jest.fn()} />);
    const registration = screen.getByRole('checkbox', {
      name: 'Los compradores pueden crear su cuenta en la tienda',
    });
    expect(registration).toBeChecked();
    await userEvent.click(registration);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Mostrar los precios con IVA incluido' }),
    );
    await click('Guardar funciones');
    expect(onSave).toHaveBeenCalledWith({
      value: { ...FEATURES.value, registrationInShop: false, withTaxes: true },
      revision: '3333333333333333',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Funciones guardadas');
  });
});

describe('AnalyticsForm', () => {
  const CODES: StoreSectionState<StoreAnalytics> = {
    value: { googleTagManagerCode: null, googleAnalyticsCode: null, pixelFB: null },
    revision: '4444444444444444',
    country: 'AR',
  };

  it('refuses a code out of its format on its field and sends empty ones as null', async () => {
    const onSave = jest.fn().mockResolvedValue(CODES);
    render(<AnalyticsForm state={CODES} onSave={onSave} onReload={jest.fn()} />);
    await retype(field('Google Analytics'), 'UA-12345');
    await click('Guardar códigos');
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Google Analytics')).toHaveAccessibleDescription(
      'El código de Google Analytics es G- seguido de letras mayúsculas y números (por ejemplo G-AB12CD34EF).',
    );
    expect(field('Google Analytics')).toHaveFocus();
    await retype(field('Google Analytics'), 'G-AB12CD34EF');
    await click('Guardar códigos');
    expect(onSave).toHaveBeenCalledWith({
      value: { googleTagManagerCode: null, googleAnalyticsCode: 'G-AB12CD34EF', pixelFB: null },
      revision: '4444444444444444',
    });
  });
});
