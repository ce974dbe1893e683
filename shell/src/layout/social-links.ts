import type { SocialMedia } from '@store/contracts';

/** Spec section 2: the chat service's short-link address. */
export const WHATSAPP_SHORT_LINK = 'https://wa.me/';

/**
 * Spec section 2, chat-link button: a phone link that starts with the short-link address is
 * used as is; otherwise that address is prefixed to it.
 */
export function whatsappLink(username: string): string {
  const value = username.trim();
  return value.startsWith(WHATSAPP_SHORT_LINK) ? value : `${WHATSAPP_SHORT_LINK}${value}`;
}

const PROFILE_URLS: Record<string, (user: string) => string> = {
  IG: (user) => `https://www.instagram.com/${user}`,
  FB: (user) => `https://www.facebook.com/${user}`,
  LI: (user) => `https://www.linkedin.com/company/${user}`,
  TW: (user) => `https://x.com/${user}`,
  YT: (user) => `https://www.youtube.com/@${user}`,
  TK: (user) => `https://www.tiktok.com/@${user}`,
};

/** The tenant's profiles as links; networks we do not know, and WhatsApp (the chat button), are left out. */
export function socialProfileLinks(entries: readonly SocialMedia[]) {
  return entries.flatMap((entry) => {
    const build = PROFILE_URLS[entry.socialMediaFK.key];
    return build
      ? [
          {
            key: entry.socialMediaFK.key,
            name: entry.socialMediaFK.name,
            href: build(encodeURIComponent(entry.username)),
          },
        ]
      : [];
  });
}
