'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { formatCents } from '@/components/format/format-money';
import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { OutcomeAlert, useOutcome, type Outcome, type OutcomeState } from '@/components/ui/outcome';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { BillingApprovalView, BillingRequestsView, BillingRouteView, BillingRoutesView, InviteStatus } from '@/lib/families/types';
import { ApproveDialog } from './route-approve-dialog';
import { RouteCard } from './route-card';
import { routeKeys, useAnswerRequest, useBillingRequests, useBillingRoutes, useRemoveRoute } from './route-queries';
import { otherName } from './route-words';
import list from '@/components/ui/item-list.module.css';
import styles from './who-pays.module.css';

export const ADD_HREF = '/profile/balance/billing-methods/add';

/** Where an outcome shows: the section of routes, or the list of requests, the control that acted was in. */
type Place = 'routes-i-pay' | 'routes-pay-me' | 'incoming' | 'sent';
type Show = (o: (Outcome & { at: Place }) | null) => void;

/**
 * Who pays for whom (docs/families-contract.md §4; issue 15 item 5 "one clear picture of who pays
 * for whom and what is left of each limit this cycle, on the payer's and on the paid-for side"):
 * 'People you pay for' and 'People who pay for you', each route with its limit and what is left
 * of it; then 'Requests and invites' with Approve (the payer sets the limit), Reject and Cancel;
 * and the way to ask or offer. Each section loads and fails on its own; the server's first view
 * is the initial data. What a change said shows in the section it was made in (issue 28 item 5).
 */
export function WhoPays({ initialRoutes, initialRequests }: { initialRoutes?: BillingRoutesView; initialRequests?: BillingRequestsView }) {
  const t = useTranslations('billingRoutes');
  const routes = useBillingRoutes(initialRoutes);
  const requests = useBillingRequests(initialRequests);
  const outcome = useOutcome();
  const canStart = routes.data ? routes.data.canInvite || routes.data.canRequest : false;
  return (
    <div className={styles.page}>
      <QuerySection query={routes} title={t('sectionTitle')} rows={4}>
        {(data) => <RouteSections routes={data.routes} onOutcome={outcome.show} outcome={outcome} />}
      </QuerySection>
      <section aria-labelledby="route-requests" className={styles.section}>
        <h2 id="route-requests">{t('requests')}</h2>
        <QuerySection query={requests} title={t('requests')}>
          {(data) => <Requests data={data} onOutcome={outcome.show} outcome={outcome} />}
        </QuerySection>
      </section>
      {canStart && (
        <div>
          <ButtonLink href={ADD_HREF} variant="secondary">{t('addLink')}</ButtonLink>
        </div>
      )}
    </div>
  );
}

function RouteSections({ routes, onOutcome, outcome }: { routes: BillingRouteView[]; onOutcome: Show; outcome: OutcomeState }) {
  const t = useTranslations('billingRoutes');
  const dialogs = useDialogs();
  const failure = useQueryErrorText();
  const remove = useRemoveRoute();
  const children = routes.filter((r) => r.routingType === 'child');
  const parents = routes.filter((r) => r.routingType === 'parent');

  async function stop(route: BillingRouteView) {
    onOutcome(null);
    const payer = route.routingType === 'child';
    const at = payer ? 'routes-i-pay' : 'routes-pay-me';
    const name = otherName(route);
    const sure = await dialogs.confirm({
      title: t(payer ? 'stopPayingTitle' : 'stopThisTitle', { name }),
      message: t('stopMessage', { route: route.name || name }),
      confirmCaption: t('remove'),
      cancelCaption: t('keep'),
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(route.uuid, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('removed', { route: route.name || name }), at }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err), at }),
    });
  }

  const cards = (items: BillingRouteView[], empty: string) =>
    items.length === 0 ? (
      <p className={list.empty}>{empty}</p>
    ) : (
      <ul className={list.list}>
        {items.map((r) => (
          <RouteCard key={r.uuid} route={r} busy={remove.isPending} onStop={(x) => void stop(x)} />
        ))}
      </ul>
    );

  return (
    <>
      <section aria-labelledby="routes-i-pay" className={styles.section}>
        <h2 id="routes-i-pay">{t('youPayFor')}</h2>
        {cards(children, t('noneYouPayFor'))}
        <OutcomeAlert state={outcome} at="routes-i-pay" />
      </section>
      <section aria-labelledby="routes-pay-me" className={styles.section}>
        <h2 id="routes-pay-me">{t('payForYou')}</h2>
        {cards(parents, t('noneYouArePaidFor'))}
        <OutcomeAlert state={outcome} at="routes-pay-me" />
      </section>
    </>
  );
}

const STATUS_TONE: Record<InviteStatus, 'brand' | 'success' | 'neutral' | 'warning'> = {
  pending: 'brand',
  accepted: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  expired: 'warning',
};

function Requests({ data, onOutcome, outcome }: { data: BillingRequestsView; onOutcome: Show; outcome: OutcomeState }) {
  const t = useTranslations('billingRoutes');
  const client = useQueryClient();
  const failure = useQueryErrorText();
  const answer = useAnswerRequest();
  const [approving, setApproving] = useState<BillingApprovalView | null>(null);

  function act(a: BillingApprovalView, action: 'approve' | 'reject' | 'cancel') {
    onOutcome(null);
    const at = a.direction === 'incoming' ? 'incoming' : 'sent';
    answer.mutate(
      { uuid: a.uuid, action },
      {
        onSuccess: () =>
          onOutcome({
            tone: 'success',
            text: action === 'approve' ? t('accepted', { name: a.requestedBy }) : action === 'reject' ? t('rejected', { name: a.requestedBy }) : t('cancelledOutcome', { to: a.requestedTo }),
            at,
          }),
        onError: (err) => onOutcome({ tone: 'error', text: failure(err), at }),
      },
    );
  }

  function approved(a: BillingApprovalView, routes: BillingRoutesView) {
    setApproving(null);
    client.setQueryData(routeKeys.routes, routes);
    void client.invalidateQueries({ queryKey: routeKeys.all });
    onOutcome({ tone: 'success', text: t('approved', { name: a.requestedBy }), at: 'incoming' });
  }

  return (
    <div className={styles.requests}>
      <RequestList
        title={t('incoming')}
        empty={t('noIncoming')}
        items={data.incoming}
        outcome={<OutcomeAlert state={outcome} at="incoming" />}
        busy={answer.isPending}
        actions={(a) => (
          <>
            {/* A request asks me to pay: I set the limit. An invite offers to pay for me: its limit is the one offered. */}
            <Button onClick={() => (a.type === 'request' ? setApproving(a) : act(a, 'approve'))}>{t('approve')}</Button>
            <Button variant="quiet" onClick={() => act(a, 'reject')}>{t('reject')}</Button>
          </>
        )}
      />
      <RequestList
        title={t('sent')}
        empty={t('noSent')}
        items={data.sent}
        outcome={<OutcomeAlert state={outcome} at="sent" />}
        busy={answer.isPending}
        actions={(a) => (
          <Button variant="quiet" onClick={() => act(a, 'cancel')}>{t('cancel')}</Button>
        )}
      />
      {approving && <ApproveDialog request={approving} onApproved={(r) => approved(approving, r)} onDismiss={() => setApproving(null)} />}
    </div>
  );
}

function RequestList({ title, empty, items, busy, actions, outcome }: { title: string; empty: string; items: BillingApprovalView[]; busy: boolean; actions(a: BillingApprovalView): ReactNode; outcome: ReactNode }) {
  const t = useTranslations('billingRoutes');
  const locale = useLocale();
  const id = useId();
  const when = (iso: string) => dateFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
  const line = (a: BillingApprovalView) => {
    if (a.direction === 'incoming') return t(a.type === 'request' ? 'incomingRequest' : 'incomingInvite', { name: a.requestedBy });
    return t(a.type === 'request' ? 'sentRequest' : 'sentInvite', { to: a.requestedTo });
  };
  return (
    <div className={styles.requestGroup}>
      <h3 id={`${id}-title`}>{title}</h3>
      {items.length === 0 ? (
        <p className={list.empty}>{empty}</p>
      ) : (
        <ul className={list.list} aria-labelledby={`${id}-title`}>
          {items.map((a, i) => (
            <li key={a.uuid} className={styles.card} aria-labelledby={`${id}-${i}`}>
              <div className={styles.cardMain}>
                <p id={`${id}-${i}`} className={styles.cardName}>{line(a)}</p>
                {a.name && <p>{a.name}</p>}
                {a.description && <p className={styles.muted}>{a.description}</p>}
                {a.spendLimit ? <p className={styles.muted}>{t('offered', { limit: formatCents(a.spendLimit) })}</p> : null}
                <p className={styles.status}>
                  <Badge tone={STATUS_TONE[a.status]}>{t(`status.${a.status}`)}</Badge>
                  {a.status === 'pending' && <span className={styles.muted}>{t('expires', { time: when(a.expiresAt) })}</span>}
                </p>
              </div>
              {a.status === 'pending' && (
                <fieldset className={styles.actions} disabled={busy}>
                  {actions(a)}
                </fieldset>
              )}
            </li>
          ))}
        </ul>
      )}
      {outcome}
    </div>
  );
}
