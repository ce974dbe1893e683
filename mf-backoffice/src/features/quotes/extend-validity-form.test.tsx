import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtendValidityForm } from './extend-validity-form';

const setup = () => {
  const onExtend = jest.fn();
  render(
    <ExtendValidityForm
      validUntil="2026-12-14"
      today="2026-11-29"
      latestValidUntil="2027-02-27"
      busy={false}
      onExtend={onExtend}
    />,
  );
  return onExtend;
};
const date = () => screen.getByLabelText('Válida hasta');
const pick = (value: string) => fireEvent.change(date(), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Extender validez' }));

it('sends a later day within 90 days from today', async () => {
  const onExtend = setup();
  expect(date()).toHaveAttribute('min', '2026-12-14');
  expect(date()).toHaveAttribute('max', '2027-02-27');
  pick('2027-01-15');
  await submit();
  expect(onExtend).toHaveBeenCalledWith('2027-01-15');
});

it('says on the field why a day is refused, and sends nothing', async () => {
  const onExtend = setup();
  await submit();
  expect(date()).toHaveAccessibleDescription(
    expect.stringContaining('Elija la nueva fecha de validez (día, mes y año).'),
  );
  pick('2026-12-10');
  await submit();
  expect(date()).toHaveAccessibleDescription(
    expect.stringContaining('La nueva fecha tiene que ser posterior a la actual, el 14/12/2026.'),
  );
  pick('2027-03-01');
  await submit();
  expect(date()).toHaveAccessibleDescription(
    expect.stringContaining(
      'Una cotización vale como máximo 90 días desde hoy: hasta el 27/02/2027.',
    ),
  );
  expect(date()).toHaveFocus();
  expect(onExtend).not.toHaveBeenCalled();
});
