'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/section-state';
import { changeNumber, useForgetSim, useNewNumbers } from './actions-queries';
import styles from './actions.module.css';
import { useSecondFactorGate } from './second-factor-gate';

/**
 * phone-number-change: 'Find numbers' → 'Choose your new number' (15 a page, 'Show more
 * numbers'; 'No new phone numbers' when there are none) → 'Change number' → 'Change your number
 * to {number}?' → (the second factor when the BFF asks, the choice kept) → 'Your number is now
 * {number}'. 'Change number' without a choice says 'No Phone Number'. The page's server parts
 * (the number switcher) are rendered again with the new number.
 */
export function ActionsNumber({ current, allowPassword }: { current: string; allowPassword: boolean }) {
  const t = useTranslations('simActions.number');
  const tn = useTranslations('profile.nav.screens');
  const dialogs = useDialogs();
  const router = useRouter();
  const forget = useForgetSim();
  const id = useId();
  const [searched, setSearched] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [number, setNumber] = useState(current);
  const numbers = useNewNumbers(searched);
  const gate = useSecondFactorGate({
    send: changeNumber,
    allowPassword,
    header: tn('phoneNumberChange'),
    onSuccess: (changed) => {
      setNumber(changed.number);
      setChosen(null);
      void forget();
      router.refresh();
    },
  });

  async function submit() {
    if (gate.busy) return;
    if (!chosen) return setMissing(true);
    const go = await dialogs.confirm({ title: t('confirmTitle', { number: chosen }), message: t('confirmMessage', { old: number }), confirmCaption: t('submit'), destructive: true });
    if (go) gate.run(chosen);
  }

  const choices = numbers.data?.pages.flatMap((p) => p.numbers) ?? [];
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby={`${id}-now`}>
        <h2 id={`${id}-now`}>{t('currentHeading')}</h2>
        <p className={styles.state}>{number}</p>
        {gate.data && (
          <Alert tone="success">
            <p>{t('done', { number: gate.data.number })}</p>
          </Alert>
        )}
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>{t('newHeading')}</h2>
        <p>{t('intro')}</p>
        {!searched ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setSearched(true)}>
              {t('find')}
            </Button>
          </div>
        ) : (
          <QuerySection query={numbers} title={t('choose')} rows={4}>
            {choices.length === 0 ? (
              <p className={styles.muted}>{t('none')}</p>
            ) : (
              <>
                <fieldset className={styles.choices} aria-describedby={missing ? `${id}-missing` : undefined}>
                  <legend>{t('choose')}</legend>
                  <div className={styles.numbers}>
                    {choices.map((n) => (
                      <label key={n} className={styles.choice}>
                        <input
                          type="radio"
                          name={`${id}-number`}
                          value={n}
                          checked={chosen === n}
                          onChange={() => {
                            setChosen(n);
                            setMissing(false);
                          }}
                        />
                        <span>{n}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {numbers.hasNextPage && (
                  <div className={styles.actions}>
                    <Button variant="secondary" busy={numbers.isFetchingNextPage} onClick={() => void numbers.fetchNextPage()}>
                      {t('more')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </QuerySection>
        )}
        {missing && (
          <Alert tone="error">
            <p id={`${id}-missing`}>{t('noNumber')}</p>
          </Alert>
        )}
        <div className={styles.actions}>
          <Button busy={gate.busy} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        </div>
        {gate.refusal}
      </section>
      {gate.step}
    </div>
  );
}
