import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderCatalog } from '../../test/render-catalog';
import VideoDialog from './video-dialog';

function Player({ url }: { url: string }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <VideoDialog url={url} title="Video de Taza" onClose={() => setOpen(false)} />
  ) : null;
}

const dialog = () => screen.getByRole('dialog', { name: 'Video de Taza' });

it('plays a video file in the browser player, with its controls, until the dialog closes', async () => {
  renderCatalog(<Player url="/tenant-assets/demo-ar/catalog/video/demo-product.webm" />);
  const video = dialog().querySelector('video');
  expect(video).toHaveAttribute('src', '/tenant-assets/demo-ar/catalog/video/demo-product.webm');
  expect(video).toHaveAttribute('controls');
  expect(dialog().querySelector('img')).toBeNull();
  await userEvent.keyboard('{Escape}');
  // The player is gone with the dialog: nothing keeps playing.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('video')).toBeNull();
});

it.each([
  [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ],
  ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
])('plays %s in the site player', (url, embed) => {
  renderCatalog(<Player url={url} />);
  expect(screen.getByTitle('Video de Taza')).toHaveAttribute('src', embed);
});

it('offers any other address in its own tab, never as a picture', () => {
  renderCatalog(<Player url="https://videos.example.com/taza" />);
  expect(screen.getByRole('link', { name: 'Ver el video en otra pestaña' })).toHaveAttribute(
    'href',
    'https://videos.example.com/taza',
  );
  expect(dialog().querySelector('img, video, iframe')).toBeNull();
});
