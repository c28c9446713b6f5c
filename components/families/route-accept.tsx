'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';
import { queryKeys } from '@/components/query/keys';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { BillingApprovalView, BillingRequestsView } from '@/lib/families/types';
import { ApproveForm } from './route-approve-dialog';
import { useAnswerByCode, useRequestByCode } from './route-queries';
import { useRouteWords } from './route-words';
import list from '@/components/ui/item-list.module.css';
import styles from './who-pays.module.css';

export const WHO_PAYS_HREF = '/billing-routes';

/**
 * The emailed link's screen (`/profile/balance/billing-methods/accept/{code}`): what is asked or
 * offered, and 'Accept' / 'Decline'. An invite (they pay for me) is accepted by its code; a
 * request (they ask me to pay) is approved with the limit I set. The code stays in the URL only;
 * after the answer the approval is gone, so the outcome is kept here. No approval with the code:
 * 'There is no invite for this link. It may have been cancelled.'
 */
export function AcceptRoute({ code, initial }: { code: string; initial?: BillingRequestsView }) {
  const t = useTranslations('billingRoutes');
  const query = useRequestByCode(code, initial);
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <>
        <PageHeading title={t('title')} />
        <Alert tone="success">{done}</Alert>
        <div>
          <ButtonLink href={WHO_PAYS_HREF}>{t('back')}</ButtonLink>
        </div>
      </>
    );
  }
  const approval = query.data?.incoming[0];
  return (
    <>
      <PageHeading title={approval?.type === 'request' ? t('acceptPayTitle') : t('acceptPayerTitle')} />
      <QuerySection query={query} title={t('requests')}>
        {(data) => <Approval approval={data.incoming[0] ?? null} code={code} onDone={setDone} />}
      </QuerySection>
    </>
  );
}

function Approval({ approval, code, onDone }: { approval: BillingApprovalView | null; code: string; onDone(text: string): void }) {
  const t = useTranslations('billingRoutes');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const failure = useQueryErrorText();
  const words = useRouteWords();
  const locale = useLocale();
  const client = useQueryClient();
  const answer = useAnswerByCode();
  const [problem, setProblem] = useState<string | null>(null);

  if (!approval) {
    return (
      <>
        <Alert tone="error" live="off">{errorText('no_invite', undefined, te('somethingWentWrong'))}</Alert>
        <div>
          <ButtonLink href={WHO_PAYS_HREF} variant="secondary">{t('back')}</ButtonLink>
        </div>
      </>
    );
  }

  const offer = approval.type === 'invite';
  const when = dateFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(approval.expiresAt));
  const closed = approval.status === 'expired' ? errorText('invite_expired', undefined, t('status.expired')) : approval.status !== 'pending' ? errorText('invite_answered', undefined, t(`status.${approval.status}`)) : null;

  function act(action: 'approve' | 'reject') {
    setProblem(null);
    answer.mutate(
      { code, action },
      {
        onSuccess: () => onDone(action === 'approve' ? t('accepted', { name: approval!.requestedBy }) : t('declined')),
        onError: (err) => setProblem(failure(err)),
      },
    );
  }

  return (
    <>
      <section className={`${list.panel} ${styles.tight}`} aria-labelledby="accept-what">
        <h2 id="accept-what" className={styles.cardName}>{t(offer ? 'incomingInvite' : 'incomingRequest', { name: approval.requestedBy })}</h2>
        {approval.name && <p className={styles.limit}>{approval.name}</p>}
        {approval.description && <p>{approval.description}</p>}
        {offer && <p className={styles.limit}>{words.limit({ spendLimit: approval.spendLimit, spendCycle: approval.spendCycle })}</p>}
        {!closed && <p className={styles.muted}>{t('expires', { time: when })}</p>}
        {closed && <Alert tone="error" live="off">{closed}</Alert>}
        {problem && <Alert tone="error">{problem}</Alert>}
        {!closed && offer && (
          <div className={styles.actions}>
            <Button busy={answer.isPending && answer.variables?.action === 'approve'} disabled={answer.isPending} onClick={() => act('approve')}>{t('accept')}</Button>
            <Button variant="secondary" busy={answer.isPending && answer.variables?.action === 'reject'} disabled={answer.isPending} onClick={() => act('reject')}>{t('decline')}</Button>
          </div>
        )}
        {!closed && !offer && (
          // A request: I pay for them, with the limit I set (approved by the approval's id, as on the list).
          <ApproveForm
            request={approval}
            submitLabel={t('accept')}
            locked={answer.isPending}
            other={(busy) => (
              <Button variant="secondary" busy={answer.isPending} disabled={busy} onClick={() => act('reject')}>{t('decline')}</Button>
            )}
            onApproved={() => {
              void client.invalidateQueries({ queryKey: queryKeys.all });
              onDone(t('approved', { name: approval.requestedBy }));
            }}
          />
        )}
      </section>
    </>
  );
}
