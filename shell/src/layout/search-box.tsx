import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Icon } from './icons';
import styles from './search-box.module.css';

/** The product search: it expands while active (focused or holding a term). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The field is not controlled: letters a buyer types into the server-rendered field before the
  // page is interactive stay in it (a controlled field would be set back to React's empty state).
  // `term` only says whether the box holds something, for its look.
  const field = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(params.get('search') ?? '');
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const typed = field.current;
    if (typed && typed.value !== '') setTerm(typed.value);
    if (typed && document.activeElement === typed) setFocused(true);
  }, []);
  // Where the server-rendered form goes when it is sent before the page is interactive: the
  // list's own address (with the store's prefix), not the page it sits on.
  const listHref = useHref(paths.productsList(ALL_PRODUCTS));
  const active = focused || term !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows, including letters typed before the page was interactive.
    const query = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(paths.productsList(ALL_PRODUCTS, query ? { search: query } : undefined));
  };

  return (
    <form
      role="search"
      action={listHref}
      className={styles.search}
      data-part="search"
      data-state={active ? 'active' : 'inactive'}
      onSubmit={submit}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <input
        type="search"
        name="search"
        aria-label={t('nav.searchLabel')}
        placeholder={t('nav.searchPlaceholder')}
        ref={field}
        defaultValue={term}
        maxLength={100}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" aria-label={t('nav.search')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
