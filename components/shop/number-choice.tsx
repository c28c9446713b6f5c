'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { PortingForm } from '@/components/porting/porting-form';
import type { PortingType } from '@/components/porting/porting-schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PortingInput } from '@/lib/porting/types';
import { readPortingMemory, writePortingMemory, type NumberChoiceKind } from './porting-memory';
import { useErrorText } from './use-error-text';
import choice from './choice.module.css';
import styles from '@/components/sim/actions.module.css';

/** What the SIM's line carries to the cart: nothing (a new number), a chosen pool number, or a port. */
export type NumberChoiceValue =
  | { kind: 'new' }
  | { kind: 'choose'; number: string | null }
  | { kind: 'bring'; porting: (Omit<PortingInput, 'productId'> & { type: PortingType }) | null };

/** GET /api/eshop/numbers?page= answers pages from 1, 15 numbers each. */
type NumbersPage = { numbers: string[]; page: number; total: number };

/**
 * "Your number" at checkout (flags on): a new number; choose a number from the pool
 * (`numberPreselection`, 15 a page, "Show more numbers"); bring my number (`porting`: the porting
 * form's fields). The choice and the porting type are remembered in this browser until the order
 * is placed (porting-memory.ts).
 */
export function NumberChoice({ pool, porting, onChange, showErrors }: { pool: boolean; porting: boolean; onChange: (value: NumberChoiceValue) => void; showErrors: boolean }) {
  const t = useTranslations('porting.checkout');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const id = useId();
  const [kind, setKind] = useState<NumberChoiceKind>('new');
  const [type, setType] = useState<PortingType>('prepay');
  const [number, setNumber] = useState<string | null>(null);
  const [pages, setPages] = useState<NumbersPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  // The remembered choice, read once the page is in the browser (the static HTML cannot know it).
  useEffect(() => {
    const memory = readPortingMemory(window.localStorage);
    if (!memory) return;
    const allowed = memory.choice === 'new' || (memory.choice === 'choose' && pool) || (memory.choice === 'bring' && porting);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (allowed) setKind(memory.choice);
    setType(memory.type);
    if (allowed && memory.choice === 'choose') {
      report.current({ kind: 'choose', number: null });
      void firstPage.current();
    }
  }, [pool, porting]);

  function choose(next: NumberChoiceKind) {
    setKind(next);
    writePortingMemory(window.localStorage, { choice: next, type });
    if (next === 'new') report.current({ kind: 'new' });
    if (next === 'choose') {
      report.current({ kind: 'choose', number });
      // The pool is read when it is first asked for (pages from 1).
      if (pages.length === 0 && !loading) void load(1);
    }
    if (next === 'bring') report.current({ kind: 'bring', porting: null });
  }

  async function load(page: number) {
    setLoading(true);
    setFailure(undefined);
    const r = await callBff<NumbersPage>(`/api/eshop/numbers?page=${page}`, 'GET');
    setLoading(false);
    if (!r.ok) return setFailure(errorText(r.code, r.message, te('somethingWentWrong')));
    setPages((p) => [...p.filter((x) => x.page !== r.data.page), r.data]);
  }

  const firstPage = useRef(() => load(1));

  const numbers = pages.flatMap((p) => p.numbers);
  const total = pages.at(-1)?.total ?? 0;
  const options: NumberChoiceKind[] = ['new', ...(pool ? ['choose' as const] : []), ...(porting ? ['bring' as const] : [])];
  return (
    <div className={styles.stack}>
      <fieldset className={choice.group}>
        <legend className={choice.legend}>{t('heading')}</legend>
        <div className={choice.options}>
          {options.map((k) => (
            <label key={k} className={choice.option}>
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => choose(k)} />
              <span className={choice.name}>{t(k)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'choose' && (
        <div className={styles.stack}>
          {failure && <Alert tone="error">{failure}</Alert>}
          {pages.length > 0 && numbers.length === 0 && <p>{t('none')}</p>}
          {numbers.length > 0 && (
            <fieldset className={styles.choices}>
              <legend>{t('pool')}</legend>
              <div className={styles.numbers}>
                {numbers.map((n) => (
                  <label key={n} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-number`}
                      value={n}
                      checked={number === n}
                      onChange={() => {
                        setNumber(n);
                        report.current({ kind: 'choose', number: n });
                      }}
                    />
                    <span>{n}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {(numbers.length < total || loading) && (
            <div>
              <Button variant="secondary" busy={loading} onClick={() => void load(pages.length + 1)}>
                {t('more')}
              </Button>
            </div>
          )}
          {showErrors && !number && <Alert tone="error">{t('pickOne')}</Alert>}
        </div>
      )}
      {kind === 'bring' && (
        <div className={styles.stack}>
          <p>{t('bringIntro')}</p>
          <PortingForm
            mode="embedded"
            checkable={false}
            type={type}
            showErrors={showErrors}
            onChange={(value, meta) => {
              if (meta.type !== type) {
                setType(meta.type);
                writePortingMemory(window.localStorage, { choice: 'bring', type: meta.type });
              }
              report.current({ kind: 'bring', porting: value ? { number: value.number, carrier: value.carrier, accountNumber: value.accountNumber, priorSimId: value.priorSimId, name: value.name, type: meta.type } : null });
            }}
          />
          {showErrors && <p className={choice.detail}>{t('incomplete')}</p>}
        </div>
      )}
    </div>
  );
}
