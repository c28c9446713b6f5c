import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import { getRewardsCard, getNotifications } from '@/lib/customer/self-service';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import type { RequestContext } from '@/lib/upstream/context';
import { ProfileTabs } from '../_components/profile-tabs';
import { requireTab } from '../_lib/require-tab';
import { PersonalActions, type Notifications } from './_components/personal-actions';
import styles from './page.module.css';

/** A part the page can do without (notifications, rewards card): null when it fails. */
async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

async function loadExtras(ctx: RequestContext, uuid: string | undefined) {
  if (!uuid) return { notifications: null, rewardsCardUuid: null };
  const [wire, rewardsCardUuid] = await Promise.all([optional(() => getNotifications(ctx, uuid)), optional(() => getRewardsCard(ctx, uuid))]);
  const notifications: Notifications | null = wire && {
    billing: { email: wire.Billing.Email, sms: wire.Billing.SMS },
    usage: { email: wire.Usage.Email, sms: wire.Usage.SMS },
    offers: { email: wire.Offers.Email, sms: wire.Offers.SMS },
  };
  return { notifications, rewardsCardUuid };
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.personalData');
  return { title: t('title') };
}

/** personal-data: who the account belongs to, and the modal screens that change it. */
export default async function PersonalDataPage() {
  const { account, tabs, sessionNames } = await requireTab('personal-data');
  const [t, tc] = await Promise.all([getTranslations('profile.personalData'), getTranslations('common')]);
  const c = account.customer;
  const ctx = await getRequestContext();
  const extras = await loadExtras(ctx, c?.uuid);
  leaveIfEnded(ctx, '/profile/personal-data');
  const name = [c?.firstName ?? sessionNames.firstName, c?.lastName ?? sessionNames.lastName].filter(Boolean).join(' ');
  const rows = [
    { label: t('name'), value: name },
    { label: t('email'), value: c?.email || sessionNames.email },
    { label: t('mobile'), value: c?.mobileNumber ? formatNzNumber(c.mobileNumber) : '' },
    { label: t('accountNumber'), value: c?.accountNumber ?? '' },
  ];

  return (
    <>
      <ProfileTabs current="personal-data" tabs={tabs} />
      <h1>{t('title')}</h1>
      {!c && (
        <Alert tone="warning" live="off">
          {t('partial')}
        </Alert>
      )}
      <dl className={styles.details}>
        {rows.map((r) => (
          <div key={r.label} className={styles.row}>
            <dt>{r.label}</dt>
            <dd>{r.value || <span className={styles.missing}>{tc('notAvailable')}</span>}</dd>
          </div>
        ))}
      </dl>
      <ClientMessages namespaces={['account']}>
        <PersonalActions
          firstName={c?.firstName ?? sessionNames.firstName}
          lastName={c?.lastName ?? sessionNames.lastName}
          email={c?.email || sessionNames.email}
          notifications={extras.notifications}
          rewardsCardUuid={extras.rewardsCardUuid}
          allowPassword={(ctx.session.identityProvider ?? 'LOCAL') === 'LOCAL'}
        />
      </ClientMessages>
    </>
  );
}
