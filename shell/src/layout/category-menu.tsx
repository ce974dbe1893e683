import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation, useStore } from '@store/platform';
import { categoryWrapper } from '../templates/templates';
import { CategoryWrapper } from './category-wrapper';
import { Icon } from './icons';
import { useHydrated } from '@store/ui';
import styles from './category-menu.module.css';

/**
 * The categories dropdown: the template's title (CATEGORÍAS or MENÚ) opens a panel with the
 * families in the template's wrapper. Active (open) or inactive; it closes on Escape, on a click
 * outside and when the page changes. The panel scrolls when it is taller than 600 px.
 */
export function CategoryMenu({ title }: { title: string }) {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Open for the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const active = openOn === here;
  const setActive = (open: boolean) => setOpenOn(open ? here : null);
  const panelId = useId();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setActive(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // setActive only closes here; it need not be a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <div
      ref={root}
      className={styles.menu}
      data-part="category-menu"
      data-state={active ? 'active' : 'inactive'}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={active}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setActive(!active)}
      >
        <Icon name="menu" size={20} />
        <span>{title}</span>
        <Icon name="chevron" size={18} />
      </button>
      <div id={panelId} className={styles.panel} data-part="category-panel" hidden={!active}>
        <CategoryWrapper
          families={config.families}
          wrapper={categoryWrapper(config.templateFK.id)}
          label={t('nav.categories')}
          onNavigate={() => setActive(false)}
        />
      </div>
    </div>
  );
}
