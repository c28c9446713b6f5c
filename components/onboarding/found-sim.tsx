'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { Adoption } from '@/lib/onboarding/types';
import styles from './onboarding.module.css';

/** "We found your SIM": its number and plan type, then Continue to its activation page (or its progress, once started). */
export function FoundSim({ adoption }: { adoption: Adoption }) {
  const t = useTranslations('onboarding');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const next = adoption.state === 'ready' ? `/onboarding/${encodeURIComponent(adoption.productId)}` : `/mobile-onboarding-finalise?product=${encodeURIComponent(adoption.productId)}`;
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="found-sim">
      <h2 id="found-sim" ref={heading} tabIndex={-1}>
        {t('found.heading')}
      </h2>
      <SimFacts adoption={adoption} />
      <div className={styles.actions}>
        <ButtonLink href={next}>{t('found.continue')}</ButtonLink>
      </div>
    </section>
  );
}

/** The SIM's number, SIM ID end and plan type, as a short list. */
export function SimFacts({ adoption }: { adoption: Adoption }) {
  const t = useTranslations('onboarding');
  return (
    <dl className={styles.facts}>
      <dt>{t('facts.number')}</dt>
      <dd>{adoption.number}</dd>
      <dt>{t('facts.simId')}</dt>
      <dd>{adoption.simIdEnd}</dd>
      <dt>{t('facts.planType')}</dt>
      <dd>{t(`planType.${adoption.planType}`)}</dd>
      {adoption.paidPlan && (
        <>
          <dt>{t('facts.plan')}</dt>
          <dd>{adoption.paidPlan.name}</dd>
        </>
      )}
      {adoption.simSwap && (
        <>
          <dt>{t('facts.swap')}</dt>
          <dd>{t('facts.swapYes')}</dd>
        </>
      )}
    </dl>
  );
}
