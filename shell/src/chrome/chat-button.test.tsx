import { act, screen, within } from '@testing-library/react';
import { renderInStore } from '../test/render-store';
import { shopConfig } from '../test/shop-config';
import { ChatButton } from './chat-button';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const whatsapp = (username: string) =>
  shopConfig({ socialMedias: [{ socialMediaFK: { key: 'WP', name: 'WhatsApp' }, username }] });

describe('chat-link button', () => {
  it('appears 2000 ms after load, 60 by 60, with the short link prefixed to the number', () => {
    renderInStore(<ChatButton />, { config: whatsapp('5491155550000') });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('link', { name: 'Escribinos por WhatsApp' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    // In a landmark of its own, like everything on the page.
    const region = screen.getByRole('complementary', { name: 'WhatsApp' });
    const link = within(region).getByRole('link', { name: 'Escribinos por WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/5491155550000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveStyle({ width: '60px', height: '60px' });
  });

  it('uses a link that already starts with the short link as is', () => {
    renderInStore(<ChatButton />, { config: whatsapp('https://wa.me/5493875550101?text=Hola') });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5493875550101?text=Hola',
    );
  });

  it('never appears without a social-media entry of key WP', () => {
    renderInStore(<ChatButton />, {
      config: shopConfig({
        socialMedias: [{ socialMediaFK: { key: 'IG', name: 'Instagram' }, username: 'promosur' }],
      }),
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Chilean Spanish in a CL store', () => {
    renderInStore(<ChatButton />, { config: { ...whatsapp('56911112222'), environment: 'CL' } });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeInTheDocument();
  });
});
