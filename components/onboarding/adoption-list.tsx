'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { QuerySection } from '@/components/ui/section-state';
import type { Adoption } from '@/lib/onboarding/types';
import { SimFacts } from './found-sim';
import { useAdoptions } from './queries';
import styles from './onboarding.module.css';

/** The SIMs awaiting activation (each → its page; one activating → its progress); none → "Activate a SIM". */
export function AdoptionList({ initial }: { initial?: Adoption[] }) {
  const t = useTranslations('onboarding.list');
  const sims = useAdoptions(initial);
  return (
    <QuerySection query={sims} title={t('section')} rows={2}>
      {(list) => (list.length === 0 ? <NoSims /> : <Sims list={list} />)}
    </QuerySection>
  );
}

function NoSims() {
  const t = useTranslations('onboarding.list');
  return (
    <EmptyState id="no-sims" icon="phone" title={t('emptyHeading')}>
      <p>{t('emptyBody')}</p>
      <ButtonLink href="/mobile-onboarding">{t('activateSim')}</ButtonLink>
    </EmptyState>
  );
}

function Sims({ list }: { list: Adoption[] }) {
  const t = useTranslations('onboarding.list');
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t('section')}>
        {list.map((a) => {
          const activating = a.state !== 'ready';
          const href = activating ? `/mobile-onboarding-finalise?product=${encodeURIComponent(a.productId)}` : `/onboarding/${encodeURIComponent(a.productId)}`;
          return (
            <li key={a.productId} className={styles.card}>
              <h2>{a.number}</h2>
              <SimFacts adoption={a} />
              <div className={styles.actions}>
                <ButtonLink href={href} aria-label={t(activating ? 'progressFor' : 'activateFor', { number: a.number })}>
                  {t(activating ? 'progress' : 'activate')}
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>
        <ButtonLink href="/mobile-onboarding" variant="secondary">{t('another')}</ButtonLink>
      </p>
    </div>
  );
}
