'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { ListedNumber, ListKind, NumberLists } from '@/lib/sim/types';
import { useChangeLists, useNumberLists } from './security-queries';
import { useFieldError } from './settings-field-error';
import styles from './settings.module.css';

/**
 * Allowed and blocked numbers (mobile/security/white-blacklist): 'Allowed numbers' and 'Blocked
 * numbers', each with its numbers ('Remove {number}') and a form 'Number', 'Name (optional)',
 * 'Add to allowed' / 'Add to blocked'. Every change answers the whole lists.
 */
export function NumberListsSection({ initial }: { initial?: NumberLists }) {
  const t = useTranslations('callSecurity');
  const query = useNumberLists(initial);
  return (
    <QuerySection query={query} title={t('lists.title')} rows={6}>
      {(lists) => <Lists lists={lists} />}
    </QuerySection>
  );
}

function Lists({ lists }: { lists: NumberLists }) {
  const t = useTranslations('callSecurity');
  const errorText = useQueryErrorText();
  const { add, remove } = useChangeLists();
  const [news, setNews] = useState('');
  return (
    <div className={styles.stack}>
      <p role="status" className={styles.status}>
        {news}
      </p>
      {remove.isError && (
        <Alert tone="error">
          <p>{errorText(remove.error)}</p>
        </Alert>
      )}
      {(['allow', 'block'] as const).map((kind) => (
        <section key={kind} className={styles.panel} aria-labelledby={`list-${kind}`}>
          <h2 id={`list-${kind}`}>{t(kind === 'allow' ? 'allowed' : 'blocked')}</h2>
          <NumberList
            numbers={lists[kind]}
            busy={remove.isPending}
            onRemove={(n) => remove.mutate(n.number, { onSuccess: () => setNews(t('removed', { number: n.number })) })}
          />
          <AddForm kind={kind} busy={add.isPending && add.variables?.list === kind} error={add.variables?.list === kind ? add.error : null} onAdd={(input, added) => {
            setNews('');
            add.mutate({ ...input, list: kind }, { onSuccess: () => { setNews(t('added', { number: input.number })); added(); } });
          }} />
        </section>
      ))}
    </div>
  );
}

function NumberList({ numbers, busy, onRemove }: { numbers: ListedNumber[]; busy: boolean; onRemove: (n: ListedNumber) => void }) {
  const t = useTranslations('callSecurity');
  if (numbers.length === 0) return <p className={styles.muted}>{t('noNumbers')}</p>;
  return (
    <ul className={styles.numbers}>
      {numbers.map((n) => (
        <li key={n.number}>
          <span className={styles.numberText}>
            <span>{n.number}</span>
            {n.label && <span className={styles.numberLabel}>{n.label}</span>}
          </span>
          <Button variant="secondary" disabled={busy} aria-label={t('remove', { number: n.number })} onClick={() => onRemove(n)}>
            {t('removeShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddForm({ kind, busy, error, onAdd }: { kind: ListKind; busy: boolean; error: unknown; onAdd: (input: { number: string; label: string }, added: () => void) => void }) {
  const t = useTranslations('callSecurity');
  const errorText = useQueryErrorText();
  const id = useId();
  const [number, setNumber] = useState('');
  const [label, setLabel] = useState('');
  const fieldError = useFieldError();
  const problems = { number: fieldError(error, 'number'), label: fieldError(error, 'label') };
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Once added, the form empties, ready for the next number.
    onAdd({ number: number.trim(), label: label.trim() }, () => {
      setNumber('');
      setLabel('');
    });
  }
  return (
    <HydratedForm className={styles.forwardForm} noValidate onSubmit={submit} aria-label={t(kind === 'allow' ? 'addAllowed' : 'addBlocked')}>
      <Field id={`${id}-number`} label={t('number')} hint={t('numberHint')} inputMode="tel" autoComplete="off" value={number} error={problems.number} onChange={(e) => setNumber(e.target.value)} />
      <Field id={`${id}-label`} label={t('label')} maxLength={40} autoComplete="off" value={label} error={problems.label} onChange={(e) => setLabel(e.target.value)} />
      {error != null && !problems.number && !problems.label && (
        <Alert tone="error">
          <p>{errorText(error)}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy}>
          {t(kind === 'allow' ? 'addAllowed' : 'addBlocked')}
        </Button>
      </div>
    </HydratedForm>
  );
}
