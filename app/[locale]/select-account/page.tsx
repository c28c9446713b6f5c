import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { Alert } from '@/components/ui/alert';
import { getCustomer } from '@/lib/customer/calls';
import { displayName } from '@/lib/customer/rules';
import { safeRedirect } from '@/lib/session/redirect';
import { requireCustomer } from '@/lib/session/guards';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { AccountPicker, type AccountChoice } from './_components/account-picker';
import styles from './page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('selectAccount');
  return { title: t('title') };
}

/** "select-account (signed in; for users owning several customer accounts)". */
export default async function SelectAccountPage({ searchParams }: Props) {
  const { session, path } = await requireCustomer('/select-account');
  const raw = (await searchParams).redirect;
  const wanted = safeRedirect(Array.isArray(raw) ? raw[0] : raw);
  // Coming back here after choosing would loop: such a target means "the default landing".
  const target = wanted && !wanted.startsWith('/select-account') ? wanted : undefined;
  const ctx = await getRequestContext();
  const results = await Promise.all(session.customerUuids.map((uuid) => getCustomer(ctx, uuid)));
  leaveIfEnded(ctx, path);
  const t = await getTranslations('selectAccount');

  const accounts: AccountChoice[] = session.customerUuids.map((uuid, i) => {
    const r = results[i];
    const customer = r?.ok ? r.data : null;
    const name = customer ? displayName(customer.firstName, 'account') : '';
    return { uuid, name: name || null, accountNumber: customer?.accountNumber || null, current: uuid === session.customerUuid };
  });
  const someFailed = results.some((r) => !r.ok);
  // The header carries sign-out; the page repeats it only where the header is hidden, so the
  // main area holds nothing but the account choices.
  const headerHidden = (await headers()).get('x-hide-header') === '1';

  return (
    <StatusPanel icon="users" title={t('title')} actions={headerHidden || accounts.length === 0 ? <SignOutButton /> : undefined}>
      {accounts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          {someFailed && (
            <Alert tone="warning" live="off" className={styles.notice}>
              {t('partialFailure')}
            </Alert>
          )}
          <ClientMessages namespaces={['selectAccount']}>
            <AccountPicker accounts={accounts} redirect={target} />
          </ClientMessages>
        </>
      )}
    </StatusPanel>
  );
}
