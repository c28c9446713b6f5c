'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import fieldStyles from '@/components/ui/field.module.css';
import type { AddressView } from '@/lib/broadband/types';
import styles from './order.module.css';

const MIN_CHARS = 3;
const DEBOUNCE_MS = 250;

type Props = {
  label: string;
  /** The address already chosen: the box shows it. */
  value: AddressView | null;
  onPick(a: AddressView): void;
  disabled?: boolean;
};

/**
 * "a combobox searching as you type (3+ characters)" over GET /api/broadband/addresses (the
 * location service through /broadband/v1/search_address). Arrow keys move, Enter chooses,
 * Escape closes; the search's own trouble is said in the list, the text typed stays.
 */
export function AddressSearch({ label, value, onPick, disabled }: Props) {
  const t = useTranslations('broadband.order.address');
  const id = useId();
  const [query, setQuery] = useState(value?.formatted ?? '');
  const [results, setResults] = useState<AddressView[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const picked = useRef<string | null>(value?.formatted.trim() ?? null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS || q === picked.current) return;
    const mine = ++seq.current;
    const timer = window.setTimeout(() => {
      setBusy(true);
      void callBff<{ results: AddressView[] }>(`/api/broadband/addresses?q=${encodeURIComponent(q.slice(0, 100))}`, 'GET').then((res) => {
        if (mine !== seq.current) return;
        setBusy(false);
        setFailed(!res.ok);
        setResults(res.ok ? res.data.results : []);
        setActive(-1);
        setOpen(true);
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const pick = (a: AddressView) => {
    picked.current = a.formatted.trim();
    setQuery(a.formatted);
    setOpen(false);
    seq.current++;
    onPick(a);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length > 0) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && results[active]) {
      e.preventDefault();
      pick(results[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const showList = open && query.trim().length >= MIN_CHARS;
  return (
    <div className={`${fieldStyles.field} ${styles.finder}`}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>{label}</label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>{t('hint')}</p>
      <div className={fieldStyles.control}>
        <input
          id={`${id}-input`}
          className={fieldStyles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          value={query}
          disabled={disabled}
          onChange={(e) => {
            setQuery(e.target.value);
            if (e.target.value.trim().length < MIN_CHARS) setOpen(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => results.length > 0 && setOpen(true)}
        />
      </div>
      <p className="visually-hidden" role="status">{busy ? t('searching') : showList ? t('results', { count: results.length }) : ''}</p>
      {showList && (
        <ul id={listId} role="listbox" aria-label={label} className={styles.options}>
          {results.length === 0 && <li className={styles.noOption}>{failed ? t('searchFailed') : t('noResults')}</li>}
          {results.map((a, i) => (
            <li
              key={`${a.provider}:${a.idx}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.optionActive : styles.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(a)}
            >
              {a.formatted}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
