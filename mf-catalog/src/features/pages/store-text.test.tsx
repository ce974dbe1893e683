import { render, screen } from '@testing-library/react';
import { StoreText } from './store-text';

const OWNER_TEXT = [
  '# Quiénes somos',
  '',
  'Hacemos **regalos empresariales** desde 1998. [Escribinos](mailto:hola@promosur.com.ar).',
  '',
  '- Tazas',
  '- Remeras',
  '',
  '<script>alert("hola")</script> <img src=x onerror=alert(1)>',
  '',
  '[Premio](javascript:alert(1)) ![logo](https://rastreo.example/pixel.png)',
].join('\n');

it('shows the owner’s Markdown under the page title, with no HTML, script link or image', () => {
  const { container } = render(<StoreText text={OWNER_TEXT} />);
  // The page's own title is the h1, so the text's first heading is an h2.
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Quiénes somos');
  expect(screen.getByText('regalos empresariales').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Tazas',
    'Remeras',
  ]);
  expect(screen.getByRole('link', { name: 'Escribinos' })).toHaveAttribute(
    'href',
    'mailto:hola@promosur.com.ar',
  );
  // What the owner typed as HTML is read as text, never run.
  expect(container.querySelector('script, img, [onerror]')).toBeNull();
  expect(container).toHaveTextContent('<script>alert("hola")</script>');
  expect(screen.queryByRole('link', { name: 'Premio' })).toBeNull();
  // An image is never loaded: it is left as a link the buyer may choose to follow.
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Escribinos',
    'logo',
  ]);
});

it('shows nothing for an empty text', () => {
  const { container } = render(<StoreText text={'  \n'} />);
  expect(container).toBeEmptyDOMElement();
});
