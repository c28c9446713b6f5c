'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatChargeTime } from '@/components/usage/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import items from '@/components/ui/item-list.module.css';
import type { GroupKind, InvitesView, InviteStatus, InviteView } from '@/lib/families/types';
import { OutcomeAlert, type OutcomeState } from '@/components/ui/outcome';
import type { Outcome } from './group-list';
import type { InviteAction } from '@/lib/families/schemas';
import { useInviteAction } from './group-queries';
import styles from './group.module.css';

const STATUS_TONE: Record<InviteStatus, BadgeTone> = { pending: 'info', accepted: 'success', declined: 'neutral', cancelled: 'neutral', expired: 'warning' };

const EMPTY: InvitesView = { sent: [], incoming: [] };

/**
 * 'Invites you've sent' and 'Invites for you' (docs/families-contract.md §4): a table each ('To' /
 * 'From', 'Group', 'Status', 'Expires'), a pending one with 'Cancel invite' (sent) or 'Accept' and
 * 'Decline' (incoming). A load failure shows both empty with the error and 'Try again'.
 */
export function InviteList({ kind, query, onOutcome, outcome }: { kind: GroupKind; query: UseQueryResult<InvitesView>; onOutcome(o: Outcome): void; outcome: OutcomeState }) {
  const t = useTranslations('groups');
  const tables = (v: InvitesView) => (
    <>
      <InviteTable kind={kind} direction="sent" invites={v.sent} onOutcome={onOutcome} outcome={outcome} />
      <InviteTable kind={kind} direction="incoming" invites={v.incoming} onOutcome={onOutcome} outcome={outcome} />
    </>
  );
  return (
    <div className={styles.invites}>
      <QuerySection query={query} title={t('invites.title')}>
        {tables}
      </QuerySection>
      {query.isError && tables(EMPTY)}
    </div>
  );
}

function InviteTable({ kind, direction, invites, onOutcome, outcome }: { kind: GroupKind; direction: 'sent' | 'incoming'; invites: InviteView[]; onOutcome(o: Outcome): void; outcome: OutcomeState }) {
  const t = useTranslations('groups');
  const locale = useLocale();
  const failure = useQueryErrorText();
  const act = useInviteAction(kind);
  const id = useId();
  const sent = direction === 'sent';
  const title = t(sent ? 'invites.sent' : 'invites.incoming');
  const here = `invites-${direction}`;

  const onAct = (invite: InviteView, action: InviteAction) => {
    onOutcome(null);
    act.mutate(
      { invite, action },
      {
        onSuccess: () =>
          onOutcome({
            tone: 'success',
            text: action === 'cancel' ? t('invites.cancelled', { to: invite.requestedTo }) : action === 'accept' ? t('joined', { group: invite.resource }) : t('invites.declined', { from: invite.requestedBy }),
            at: here,
          }),
        onError: (err) => onOutcome({ tone: 'error', text: failure(err), at: here }),
      },
    );
  };
  const busyWith = (invite: InviteView, action: InviteAction) => act.isPending && act.variables?.invite.uuid === invite.uuid && act.variables.action === action;

  return (
    <section aria-labelledby={`${id}-title`} className={items.section}>
      <h2 id={`${id}-title`}>{title}</h2>
      {invites.length === 0 ? (
        <p className={items.empty}>{t(sent ? 'invites.noSent' : 'invites.noIncoming')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t(sent ? 'invites.to' : 'invites.from')}</th>
              <th scope="col">{t('invites.group')}</th>
              <th scope="col">{t('invites.status')}</th>
              <th scope="col">{t('invites.expires')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('invites.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invites.map((inv, i) => {
              const who = `${id}-who${i}`;
              const pending = inv.status === 'pending';
              return (
                <tr key={inv.uuid}>
                  <th scope="row" id={who} data-label={t(sent ? 'invites.to' : 'invites.from')}>
                    {sent ? inv.requestedTo : inv.requestedBy}
                  </th>
                  <td data-label={t('invites.group')}>
                    {inv.resource}
                    {inv.type === 'MOBILEGROUP_BILLING_INVITE' && <span className={styles.note}>{t('invites.billing')}</span>}
                  </td>
                  <td data-label={t('invites.status')}>
                    <Badge tone={STATUS_TONE[inv.status]}>{t(`invites.statuses.${inv.status}`)}</Badge>
                  </td>
                  <td data-label={t('invites.expires')} className={styles.nowrap}>{formatChargeTime(inv.expiresAt, locale, true)}</td>
                  <td className={styles.rowActions}>
                    {pending && sent && (
                      <Button variant="quiet" aria-describedby={who} disabled={act.isPending} busy={busyWith(inv, 'cancel')} onClick={() => onAct(inv, 'cancel')}>
                        {t('invites.cancel')}
                      </Button>
                    )}
                    {pending && !sent && (
                      <>
                        <Button aria-describedby={who} disabled={act.isPending} busy={busyWith(inv, 'accept')} onClick={() => onAct(inv, 'accept')}>
                          {t('invites.accept')}
                        </Button>
                        <Button variant="secondary" aria-describedby={who} disabled={act.isPending} busy={busyWith(inv, 'decline')} onClick={() => onAct(inv, 'decline')}>
                          {t('invites.decline')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <OutcomeAlert state={outcome} at={here} />
    </section>
  );
}
