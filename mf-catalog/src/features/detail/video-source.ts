/** How a product's video address plays: a file in our player, or a video site's own player. */
export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'embed'; url: string } | { kind: 'link'; url: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg)(\?.*)?$/i;
const YOUTUBE =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /^https:\/\/(?:www\.)?vimeo\.com\/(?:video\/)?(\d+)/;

/**
 * YouTube plays from its no-cookie host and Vimeo from its player (the only frames the page's
 * CSP allows); anything else that is not a video file opens in its own tab.
 */
export function videoSource(url: string): VideoSource {
  const youtube = YOUTUBE.exec(url)?.[1];
  if (youtube) return { kind: 'embed', url: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = VIMEO.exec(url)?.[1];
  if (vimeo) return { kind: 'embed', url: `https://player.vimeo.com/video/${vimeo}` };
  return VIDEO_FILE.test(url) ? { kind: 'file', url } : { kind: 'link', url };
}
