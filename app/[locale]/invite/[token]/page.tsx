import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { groupHref } from '@/components/families/group-paths';
import { InviteAnswer } from '@/components/families/invite-accept';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { formatChargeTime } from '@/components/usage/format';
import { ApiError } from '@/lib/errors/api-error';
import { inviteByToken, kindOfType } from '@/lib/families/calls';
import type { InviteView } from '@/lib/families/types';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { requireProfile } from '../../profile/_lib/require-profile';
import styles from '@/components/families/invite.module.css';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('groups.accept');
  return { title: t('title') };
}

/** What the link's token names: the invite, none (no such token, or not a group invite), or unknown (the read failed). */
async function readInvite(token: string, path: string): Promise<InviteView | 'none' | 'failed'> {
  const ctx = await getRequestContext();
  try {
    const invite = await inviteByToken(ctx, token);
    leaveIfEnded(ctx, path);
    return invite;
  } catch (err) {
    leaveIfEnded(ctx, path);
    if (!(err instanceof ApiError)) throw err;
    return err.code === 'no_invite' ? 'none' : 'failed';
  }
}

/**
 * Accept an invite (docs/families-contract.md §4): the email's link `/invite/{token}`. Signed out,
 * sign-in comes first and brings the customer back here (proxy.ts, then the profile guard). With
 * both group flags off, or the invite's own kind off, the screen is not-found. The token stays
 * in the URL only.
 */
export default async function InvitePage({ params }: Props) {
  const { token } = await params;
  const { flags } = await requireProfile();
  if (!flags.customerGroups && !flags.mobileGroups) notFound();
  const path = `/invite/${encodeURIComponent(token)}`;
  const found = await readInvite(token, path);
  const kind = typeof found === 'object' ? kindOfType(found.type) : null;
  if (kind && !(kind === 'mobile' ? flags.mobileGroups : flags.customerGroups)) notFound();

  const t = await getTranslations('groups');
  const te = await getTranslations('errors');
  const tc = await getTranslations('common');
  const locale = await getLocale();

  if (found === 'none' || found === 'failed' || !kind) {
    return (
      <StatusPanel icon="users" tone="warning" title={t('accept.title')} actions={found === 'failed' && <ButtonLink href={path}>{tc('tryAgain')}</ButtonLink>}>
        <p>{found === 'failed' ? te('acceptRouteError') : te('noInvite')}</p>
      </StatusPanel>
    );
  }
  const invite = found;
  if (invite.status !== 'pending' || invite.direction !== 'incoming') {
    const words = invite.status === 'expired' ? te('inviteExpired') : invite.status === 'cancelled' ? te('noInvite') : te('inviteAnswered');
    return (
      <StatusPanel icon="users" tone="warning" title={t('accept.title')} actions={<ButtonLink href={groupHref(kind)} variant="secondary">{t(`${kind}.goTo`)}</ButtonLink>}>
        <p>{invite.direction === 'sent' ? t('accept.yours') : words}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon="users" title={t('accept.title')}>
      <div className={styles.facts}>
        <p>{t('accept.invited', { name: invite.requestedBy, group: invite.resource })}</p>
        {invite.description && <p className={styles.muted}>{t('accept.message', { message: invite.description })}</p>}
        {invite.type === 'MOBILEGROUP_BILLING_INVITE' && <p>{t('accept.billing', { name: invite.requestedBy })}</p>}
        <p className={styles.muted}>{t('accept.expires', { time: formatChargeTime(invite.expiresAt, locale, true) })}</p>
      </div>
      <ClientMessages namespaces={['groups']}>
        <InviteAnswer token={token} invite={invite} kind={kind} />
      </ClientMessages>
    </StatusPanel>
  );
}
