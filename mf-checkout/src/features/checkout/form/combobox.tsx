import { useCombobox } from 'downshift';
import { useId, useMemo, useState } from 'react';
import styles from './combobox.module.css';

export interface ComboboxOption {
  id: string;
  name: string;
}

/** Accent- and case-insensitive, so "cordoba" finds "Córdoba". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A text field that filters a long list as the buyer types (an ARIA combobox, by downshift).
 * `selectedId` is the chosen option; `onSelect` reports a new choice.
 */
export function Combobox({
  label,
  options,
  selectedId,
  onSelect,
  error,
  disabled = false,
  noMatches,
}: {
  label: string;
  options: ComboboxOption[];
  selectedId: string | null | undefined;
  onSelect: (option: ComboboxOption | null) => void;
  error?: string | null;
  disabled?: boolean;
  noMatches: string;
}) {
  const errorId = useId();
  const selectedItem = useMemo(
    () => options.find((option) => option.id === selectedId) ?? null,
    [options, selectedId],
  );
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return wanted ? options.filter((option) => fold(option.name).includes(wanted)) : options;
  }, [options, query]);

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox({
      items: shown,
      selectedItem,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.id,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
        else setQuery('');
      },
      onSelectedItemChange: ({ selectedItem: chosen }) => onSelect(chosen ?? null),
    });

  const nothing = isOpen && shown.length === 0;
  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <input
        className={styles.input}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...getInputProps()}
      />
      <ul className={styles.menu} hidden={!isOpen || nothing} {...getMenuProps()}>
        {isOpen &&
          shown.map((option, index) => (
            <li
              key={option.id}
              className={index === highlightedIndex ? styles.highlighted : styles.option}
              {...getItemProps({ item: option, index })}
            >
              {option.name}
            </li>
          ))}
      </ul>
      {/* A listbox holds options only; this polite live region, present from the start so its
          message is announced, says when the typed text matches none. */}
      <p className={styles.empty} role="status">
        {nothing && noMatches}
      </p>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
