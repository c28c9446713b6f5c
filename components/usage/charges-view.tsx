'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { formatCents } from '@/components/format/format-money';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { QuerySection } from '@/components/ui/section-state';
import { CHARGE_TYPES, groupCharges, type ChargeGrouping } from '@/lib/usage/rules';
import type { ChargeGroup, ChargeList, ChargeRecord, ChargeType } from '@/lib/usage/types';
import { formatChargeTime, formatGroupKey, formatNumber } from './format';
import { useCharges, type ChargeFilter } from './queries';
import styles from './charges.module.css';

const GROUPINGS: readonly ChargeGrouping[] = ['day', 'month', 'year'];
const UNITS: readonly ChargeRecord['unit'][] = ['MB', 'minutes', 'SMS', 'MMS'];

type Props = {
  /** The range and types first shown (the page's query, else the last 30 days, every type). */
  initialFilter: ChargeFilter;
  initialGrouping: ChargeGrouping;
  /** The server's first view of `initialFilter`. */
  initial?: ChargeList;
};

/** The filter and grouping as the page's query (`?from=&to=&types=&by=`), so a reload or a link shows the same. */
function queryOf(f: ChargeFilter, by: ChargeGrouping): string {
  return `?${new URLSearchParams({ from: f.from, to: f.to, types: f.types.join(','), by })}`;
}

/**
 * Charges (docs/mobile-contract.md §4): "From/Upto …, data/mins/txts/pxts filters, newest first,
 * grouped by day, month and year with totals and units; 'No charges for current period'". The
 * form also works without script (a GET of the same page); with it, the list changes in place.
 */
export function ChargesView({ initialFilter, initialGrouping, initial }: Props) {
  const t = useTranslations('charges');
  const [filter, setFilter] = useState(initialFilter);
  const [draft, setDraft] = useState(initialFilter);
  const [by, setBy] = useState(initialGrouping);
  const [problems, setProblems] = useState<{ range?: string; types?: string }>({});
  const query = useCharges(filter, filter === initialFilter ? initial : undefined);
  const id = useId();

  function show(next: ChargeFilter, grouping: ChargeGrouping) {
    window.history.replaceState(window.history.state, '', queryOf(next, grouping));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = {
      range: !draft.from || !draft.to ? t('datesRequired') : draft.from > draft.to ? t('fromAfterTo') : undefined,
      types: draft.types.length === 0 ? t('typesRequired') : undefined,
    };
    setProblems(found);
    if (found.range || found.types) return;
    setFilter(draft);
    show(draft, by);
  }

  function group(next: ChargeGrouping) {
    setBy(next);
    show(filter, next);
  }

  const toggle = (type: ChargeType, on: boolean) =>
    setDraft((d) => ({ ...d, types: CHARGE_TYPES.filter((x) => (x === type ? on : d.types.includes(x))) }));

  return (
    <div className={styles.view}>
      <form method="get" onSubmit={onSubmit} className={styles.form} aria-label={t('filters')} noValidate>
        <div className={styles.dates}>
          <Field id={`${id}-from`} name="from" type="date" label={t('from')} value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} error={problems.range} />
          <Field id={`${id}-to`} name="to" type="date" label={t('to')} value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </div>
        <fieldset className={styles.choices} aria-describedby={problems.types ? `${id}-types-error` : undefined}>
          <legend>{t('types')}</legend>
          {CHARGE_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="checkbox" name="types" value={type} checked={draft.types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              <span>{t(`type.${type}`)}</span>
            </label>
          ))}
          {problems.types && (
            <p id={`${id}-types-error`} className={styles.error}>
              {problems.types}
            </p>
          )}
        </fieldset>
        <fieldset role="radiogroup" className={styles.choices}>
          <legend>{t('groupBy')}</legend>
          {GROUPINGS.map((g) => (
            <label key={g} className={styles.choice}>
              <input type="radio" name="by" value={g} checked={by === g} onChange={() => group(g)} />
              <span>{t(`grouping.${g}`)}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" busy={query.isFetching && query.isPlaceholderData}>
            {t('show')}
          </Button>
        </div>
      </form>

      <div className={styles.results} aria-live="polite" aria-busy={query.isFetching || undefined}>
        <QuerySection query={query} title={t('title')} rows={4}>
          {(list) => <ChargeGroups list={list} by={by} />}
        </QuerySection>
      </div>
    </div>
  );
}

function ChargeGroups({ list, by }: { list: ChargeList; by: ChargeGrouping }) {
  const t = useTranslations('charges');
  if (list.records.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const groups = groupCharges(list.records, by);
  return (
    <>
      <p className={styles.summary}>{t('summary', { count: list.records.length, total: formatCents(list.totalCents) })}</p>
      {groups.map((g) => (
        <Group key={g.key} group={g} withDay={by !== 'day'} />
      ))}
    </>
  );
}

/** The quantity of one unit: '512 MB', '14 minutes', '3 SMS', '1 MMS'. */
function useQuantity(): (unit: ChargeRecord['unit'], n: number) => string {
  const t = useTranslations('charges.unit');
  const locale = useLocale();
  return (unit, n) => t(unit, { count: n, n: formatNumber(n, locale) });
}

function Group({ group, withDay }: { group: ChargeGroup; withDay: boolean }) {
  const t = useTranslations('charges');
  const locale = useLocale();
  const quantity = useQuantity();
  const id = useId();
  const units = UNITS.filter((u) => (group.totals[u] ?? 0) > 0).map((u) => quantity(u, group.totals[u]!));
  return (
    <section aria-labelledby={id} className={styles.group}>
      <div className={styles.groupHead}>
        <h2 id={id}>{formatGroupKey(group.key, locale)}</h2>
        <p className={styles.total}>{formatCents(group.totalCents)}</p>
      </div>
      {units.length > 0 && <p className={styles.units}>{units.join(' · ')}</p>}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('caption', { period: formatGroupKey(group.key, locale) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('what')}</th>
            <th scope="col" className={styles.num}>{t('used')}</th>
            <th scope="col" className={styles.num}>{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {group.records.map((r, i) => (
            <tr key={`${r.at}-${i}`}>
              <td className={styles.time}>{formatChargeTime(r.at, locale, withDay)}</td>
              <td>{t(`kind.${r.type}`)}</td>
              <td className={styles.num}>{quantity(r.unit, r.quantity)}</td>
              <td className={styles.num}>{formatCents(r.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
