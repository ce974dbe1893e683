import { useEffect } from 'react';
import { useTranslation, useStore } from '@store/platform';
import { categoryWrapper, SIDEBAR_WIDTH_PX } from '../templates/templates';
import { CategoryWrapper } from './category-wrapper';
import { Icon } from './icons';
import type { SidebarControl } from './use-sidebar';
import styles from './sidebar.module.css';

export const SIDEBAR_ID = 'store-sidebar';

/** Templates 4, 5 and 7: the categories beside the page, 283 px wide, open or closed. */
export function Sidebar({ control }: { control: SidebarControl }) {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  const { open, mobile, close } = control;

  useEffect(() => {
    if (!open || !mobile) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, mobile, close]);

  return (
    <>
      {open && mobile && <div className={styles.backdrop} role="presentation" onClick={close} />}
      <aside
        id={SIDEBAR_ID}
        className={styles.sidebar}
        aria-label={t('sidebar.label')}
        data-part="sidebar"
        data-state={open ? 'open' : 'closed'}
        data-mode={mobile ? 'drawer' : 'docked'}
        hidden={!open}
        style={{ width: SIDEBAR_WIDTH_PX }}
      >
        <div className={styles.head}>
          <h2>{t('sidebar.title')}</h2>
          {mobile && (
            <button
              type="button"
              className={styles.close}
              aria-label={t('sidebar.close')}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <CategoryWrapper
          families={config.families}
          wrapper={categoryWrapper(config.templateFK.id)}
          label={t('nav.categories')}
        />
        {config.contact.phone || config.contact.email ? (
          <p className={styles.contact}>
            {t('sidebar.help')}
            {config.contact.phone && <span>{config.contact.phone}</span>}
            {config.contact.email && (
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
            )}
          </p>
        ) : null}
      </aside>
    </>
  );
}
