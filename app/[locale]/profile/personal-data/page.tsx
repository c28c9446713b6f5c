import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { Alert } from '@/components/ui/alert';
import { ProfileTabs } from '../_components/profile-tabs';
import { requireTab } from '../_lib/require-tab';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.personalData');
  return { title: t('title') };
}

/** personal-data: who the account belongs to, read only. */
export default async function PersonalDataPage() {
  const { account, tabs, sessionNames } = await requireTab('personal-data');
  const [t, tc] = await Promise.all([getTranslations('profile.personalData'), getTranslations('common')]);
  const c = account.customer;
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
    </>
  );
}
