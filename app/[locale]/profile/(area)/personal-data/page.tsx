import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import { PROFILE_SCREENS } from '@/lib/profile/screens';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { requireScreen } from '../../_lib/require-screen';
import { PersonalActions, type PersonalDialog } from './_components/personal-actions';
import { loadExtras, PERSONAL_DATA_PATH } from './_lib/load-extras';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.personalData');
  return { title: t('title') };
}

/** personal-data: who the account belongs to, and the modal screens that change it. */
export default async function PersonalDataPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { account, sessionNames, flags } = await requireScreen('personal-data');
  // `?dialog=notifications` opens change-notifications (a modal screen of the profile map; /link/notifications).
  const asked = (await searchParams).dialog;
  // "notifications on": with the switch off there is no change-notifications screen to open.
  const notificationsOn = flags.notifications;
  const found = PROFILE_SCREENS.find((s) => s.path === PERSONAL_DATA_PATH && s.dialog !== undefined && s.dialog === asked)?.dialog as PersonalDialog | undefined;
  const dialog = found === 'notifications' && !notificationsOn ? undefined : found;
  const [t, tc] = await Promise.all([getTranslations('profile.personalData'), getTranslations('common')]);
  const c = account.customer;
  const ctx = await getRequestContext();
  const extras = await loadExtras(ctx, c?.uuid, notificationsOn);
  leaveIfEnded(ctx, PERSONAL_DATA_PATH);
  const name = [c?.firstName ?? sessionNames.firstName, c?.lastName ?? sessionNames.lastName].filter(Boolean).join(' ');
  const rows = [
    { label: t('name'), value: name },
    { label: t('email'), value: c?.email || sessionNames.email },
    { label: t('mobile'), value: c?.mobileNumber ? formatNzNumber(c.mobileNumber) : '' },
    { label: t('accountNumber'), value: c?.accountNumber ?? '' },
  ];

  return (
    <>
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
      <ClientMessages namespaces={['account', 'validation', 'usageAlerts']}>
        <PersonalActions
          firstName={c?.firstName ?? sessionNames.firstName}
          lastName={c?.lastName ?? sessionNames.lastName}
          email={c?.email || sessionNames.email}
          notifications={extras.notifications}
          notificationsOn={notificationsOn}
          rewardsCardUuid={extras.rewardsCardUuid}
          allowPassword={(ctx.session.identityProvider ?? 'LOCAL') === 'LOCAL'}
          initialDialog={dialog}
        />
      </ClientMessages>
    </>
  );
}
