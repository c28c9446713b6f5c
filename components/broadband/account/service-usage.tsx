'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { QuerySection } from '@/components/ui/section-state';
import type { PhraseKey } from '@/lib/catalog/phrases';
import type { SubscriptionView, Technology } from '@/lib/broadband/types';
import styles from './account.module.css';
import { useBroadbandServices, useServicePlans, type ServicesAnswer } from './queries';

/** The plan's speed, from the plans at the service's address (the current one). */
function Speed({ service }: { service: SubscriptionView }) {
  const t = useTranslations('broadband.account.usage');
  const say = useTranslations('planRules');
  const plans = useServicePlans(service.id);
  const current = plans.data?.plans.find((p) => p.current);
  if (plans.isPending) return null;
  return <>{current?.speed ? say(current.speed.key as PhraseKey, current.speed.values) : t('noSpeed')}</>;
}

/**
 * One technology's services as their usage screen shows them: the plan and address, the speed,
 * and for fibre "Unlimited data" (fibre plans have no allowance to count down).
 */
export function ServiceUsage({ technology, initial }: { technology: Technology; initial?: ServicesAnswer }) {
  const t = useTranslations('broadband.account');
  const id = useId();
  const query = useBroadbandServices(initial);
  return (
    <QuerySection query={query} title={t('sectionTitle')} rows={3}>
      {(data) => {
        const list = data.services.filter((s) => s.technology === technology);
        if (list.length === 0)
          return (
            <EmptyState id={`${id}-none`} icon="compass" title={t(technology === 'UFB' ? 'noneUfb' : 'noneFwa')}>
              <ButtonLink href="/broadband">{t('getBroadband')}</ButtonLink>
            </EmptyState>
          );
        return (
          <ul className={styles.list}>
            {list.map((s) => (
              <li key={s.id}>
                <article className={styles.card} aria-labelledby={`${id}-${s.id}`}>
                  <div className={styles.head}>
                    <h2 id={`${id}-${s.id}`}>{s.planName}</h2>
                    <p className={styles.muted}>{s.address}</p>
                  </div>
                  <dl className={styles.facts}>
                    {technology === 'UFB' && (
                      <div className={styles.fact}>
                        <dt>{t('usage.data')}</dt>
                        <dd>{t('usage.unlimited')}</dd>
                      </div>
                    )}
                    <div className={styles.fact}>
                      <dt>{t('usage.speed')}</dt>
                      <dd>
                        <Speed service={s} />
                      </dd>
                    </div>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        );
      }}
    </QuerySection>
  );
}
