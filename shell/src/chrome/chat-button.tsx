import { useEffect, useState } from 'react';
import { useTranslation, useStore } from '@store/platform';
import { Icon } from '../layout/icons';
import { whatsappLink } from '../layout/social-links';
import styles from './chat-button.module.css';

/** Spec sections 2 and 9: the chat link appears 2000 ms after load, 60 by 60. */
export const CHAT_BUTTON_DELAY_MS = 2000;
export const CHAT_BUTTON_SIZE_PX = 60;

/** The floating chat link, only when the configuration has a social-media entry with key WP. */
export function ChatButton() {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  const entry = config.socialMedias.find((social) => social.socialMediaFK.key === 'WP');

  useEffect(() => {
    if (!entry) return undefined;
    const timer = setTimeout(() => setShown(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entry]);

  if (!entry || !shown) return null;
  // In a landmark of its own: everything on a page belongs to one, so a screen reader's list of
  // regions reaches the chat too (axe's 'region'). Named by the brand, the same in both markets.
  return (
    <aside aria-label="WhatsApp">
      <a
        className={styles.chat}
        href={whatsappLink(entry.username)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
        style={{ width: CHAT_BUTTON_SIZE_PX, height: CHAT_BUTTON_SIZE_PX }}
      >
        <Icon name="whatsapp" size={32} />
      </a>
    </aside>
  );
}
