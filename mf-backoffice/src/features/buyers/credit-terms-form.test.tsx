import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreditTermsForm } from './credit-terms-form';

const setup = (terms: { days: number } | null) => {
  const onSave = jest.fn();
  render(<CreditTermsForm terms={terms} busy={false} onSave={onSave} />);
  return onSave;
};
const days = () => screen.getByRole('textbox', { name: 'Días para pagar' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar crédito' }));

it('gives credit with 30 days unless staff type others', async () => {
  const onSave = setup(null);
  expect(screen.queryByRole('textbox', { name: 'Días para pagar' })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: /Con crédito/ }));
  expect(days()).toHaveValue('30');
  await userEvent.clear(days());
  await userEvent.type(days(), '45');
  await save();
  expect(onSave).toHaveBeenCalledWith({ days: 45 });
});

it('refuses days out of range on the field, and sends nothing', async () => {
  const onSave = setup({ days: 30 });
  for (const typed of ['0', '181', '2,5']) {
    await userEvent.clear(days());
    await userEvent.type(days(), typed);
    await save();
    expect(days()).toHaveAccessibleDescription(
      expect.stringContaining('Los días de crédito tienen que ser un número entero entre 1 y 180.'),
    );
    expect(days()).toHaveFocus();
  }
  expect(onSave).not.toHaveBeenCalled();
});

it('takes the credit back', async () => {
  const onSave = setup({ days: 60 });
  expect(days()).toHaveValue('60');
  await userEvent.click(screen.getByRole('checkbox', { name: /Con crédito/ }));
  await save();
  expect(onSave).toHaveBeenCalledWith(null);
});
