'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { cx } from '@/components/ui/cx';
import fieldStyles from '@/components/ui/field.module.css';
import type { AddressView } from '@/lib/eshop/types';
import styles from './address-finder.module.css';

const MIN_CHARS = 3;
const DEBOUNCE_MS = 250;
/** The BFF's search routes take at most 100 characters. */
const MAX_CHARS = 100;

/** What the finder says, in the words of the screen using it. */
export type AddressFinderTexts = {
  /** The combobox's label ("Find your address", "Find an address"). */
  find: string;
  hint: string;
  searching: string;
  noResults: string;
  results(count: number): string;
  /** Said in the list when the search itself failed (else the no-results text). */
  failed?: string;
};

/** Where a finder searches: a BFF path answering `{ results }` for `?q=`, and each result's key. */
export type AddressSource<T extends { formatted: string }> = { path: string; keyOf(a: T): string };

/** The location service (GET /api/location/search): checkout and the delivery addresses. */
export const LOCATION_SEARCH: AddressSource<AddressView> = { path: '/api/location/search', keyOf: (a) => `${a.locationProvider}:${a.locationProviderIdx}` };

type Props<T extends { formatted: string }> = {
  onPick(a: T): void;
  texts: AddressFinderTexts;
  disabled?: boolean;
  className?: string;
  /** The address already chosen: the box starts with it. */
  initial?: T | null;
  source: AddressSource<T>;
};

/**
 * The location search: a combobox over GET /api/location/search (at checkout it fills the address
 * fields, in the delivery addresses it picks the address to save), or another source of addresses
 * in the same shape (broadband's address check). Arrow keys move, Enter chooses, Escape closes;
 * the text typed stays when the search fails.
 */
export function AddressFinder<T extends { formatted: string } = AddressView>({ onPick, texts, disabled, className, initial, source }: Props<T>) {
  const { path, keyOf } = source;
  const id = useId();
  const [query, setQuery] = useState(initial?.formatted ?? '');
  const [results, setResults] = useState<T[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  /** The text a pick put in the box: not a new search. */
  const picked = useRef<string | null>(initial?.formatted.trim() ?? null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS || q === picked.current) return;
    const mine = ++seq.current;
    const timer = window.setTimeout(() => {
      setBusy(true);
      void callBff<{ results: T[] }>(`${path}?q=${encodeURIComponent(q.slice(0, MAX_CHARS))}`, 'GET').then((res) => {
        if (mine !== seq.current) return;
        setBusy(false);
        setFailed(!res.ok);
        setResults(res.ok ? res.data.results : []);
        setActive(-1);
        setOpen(true);
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, path]);

  const pick = (a: T) => {
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
    <div className={cx(fieldStyles.field, styles.finder, className)}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>{texts.find}</label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>{texts.hint}</p>
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
      <p className="visually-hidden" role="status">{busy ? texts.searching : showList ? texts.results(results.length) : ''}</p>
      {showList && (
        <ul id={listId} role="listbox" aria-label={texts.find} className={styles.options}>
          {results.length === 0 && <li className={styles.noOption}>{failed && texts.failed ? texts.failed : texts.noResults}</li>}
          {results.map((a, i) => (
            <li
              key={keyOf(a)}
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
