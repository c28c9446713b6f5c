import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { getFlags } from '@/lib/config/calls';
import { searchRates } from '@/lib/catalog/international';
import { routeGateOpen } from '@/lib/flags';
import styles from './page.module.css';
import { translatedMetadata } from '../_lib/translated-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ country?: string | string[] }> };

export const generateMetadata = translatedMetadata('internationalPlans', '/international-plans');

/**
 * "international-plans (feature flag)" with the spec's calling rates, searchable by country.
 * The search is a plain GET form, so it works before (and without) JavaScript.
 */
export default async function InternationalPlansPage({ params, searchParams }: Props) {
  const [{ locale }, query, flags] = await Promise.all([params, searchParams, getFlags()]);
  setRequestLocale(locale);
  // proxy.ts gates the route too; the page checks again (ARCHITECTURE: proxy is never the only check).
  if (!routeGateOpen('internationalPlans', flags)) notFound();
  const country = (Array.isArray(query.country) ? query.country[0] : query.country)?.slice(0, 60).trim() ?? '';
  const rows = searchRates(country);
  const t = await getTranslations('internationalPlans');

  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <form role="search" method="get" className={styles.search}>
        <Field
          id="country"
          name="country"
          type="search"
          label={t('searchLabel')}
          defaultValue={country}
          autoComplete="country-name"
          action={<Button type="submit">{t('searchButton')}</Button>}
        />
      </form>
      <p className={styles.count} aria-live="polite">
        {t('results', { count: rows.length })}
        {country && (
          <>
            {' · '}
            <a href="?">{t('clear')}</a>
          </>
        )}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('noMatch', { query: country })}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('country')}</th>
              <th scope="col" className={styles.rate}>
                {t('rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code}>
                <th scope="row">{r.country}</th>
                <td className={styles.rate}>{r.centsPerMinute === 0 ? t('free') : formatCents(r.centsPerMinute)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
