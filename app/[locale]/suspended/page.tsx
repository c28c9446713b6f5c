import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ChatLauncher } from '@/components/help/chat-launcher';
import { StatusPanel } from '@/components/layout/status-panel';
import { getCustomer } from '@/lib/customer/calls';
import { requireCustomer } from '@/lib/session/guards';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('suspended');
  return { title: t('title') };
}

/**
 * "suspended (only for suspended accounts)": everyone else gets not-found, including when the
 * lookup fails ("a failure to look up the suspended state is treated as not suspended").
 */
export default async function SuspendedPage() {
  const { session, path } = await requireCustomer('/suspended');
  const uuid = session.customerUuid;
  if (!uuid || !session.customerUuids.includes(uuid)) {
    if (session.customerUuids.length > 1) redirect(`/select-account?redirect=${encodeURIComponent('/suspended')}`);
    notFound();
  }
  const ctx = await getRequestContext();
  const res = await getCustomer(ctx, uuid);
  leaveIfEnded(ctx, path);
  if (!res.ok || !res.data.suspended) notFound();

  const [t, tb, tc] = await Promise.all([getTranslations('suspended'), getTranslations('account.blocked'), getTranslations('help.contact')]);
  return (
    <StatusPanel
      icon="lock"
      tone="warning"
      title={t('heading')}
      actions={
        <>
          {/* The help centre is one of the "other pages" a suspended account cannot open: its chat comes here. */}
          <ChatLauncher
            texts={{ chat: tc('chat'), connecting: tc('connecting'), panelTitle: tc('panelTitle'), panelBody: tc('panelBody'), close: tc('close'), unavailable: t('chatUnavailable') }}
          />
          <SignOutButton />
        </>
      }
    >
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
      {res.data.accountNumber && (
        <p>
          <strong>{t('accountNumber', { number: res.data.accountNumber })}</strong>
        </p>
      )}
      <p>{tb('signOutHint')}</p>
    </StatusPanel>
  );
}
