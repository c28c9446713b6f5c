import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { resolveFlags, routeGateOpen } from '@/lib/flags';
import styles from '../_components/info-page.module.css';
import { translatedMetadata } from '../_lib/translated-metadata';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = translatedMetadata('about', '/about');

/**
 * "about (only when no external about link is configured)". Static: the gate reads the
 * configured flags (FLAG_EXTERNAL_ABOUT_LINK is not a remote-config key), here when the page is
 * built and in proxy.ts on every request.
 */
export default async function AboutPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!routeGateOpen('about', resolveFlags(process.env))) notFound();
  const [t, tc] = await Promise.all([getTranslations('about'), getTranslations('common')]);
  const contact: Array<{ label: string; value: string; href?: string }> = [
    { label: t('phoneLabel'), value: t('phone') },
    { label: t('hoursLabel'), value: t('hours') },
    { label: t('emailLabel'), value: t('email'), href: `mailto:${t('email')}` },
    { label: t('postLabel'), value: t('post') },
  ];
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.card} aria-labelledby="about-who">
        <h2 id="about-who">{t('whoHeading')}</h2>
        <p>{t('who1')}</p>
        <p>{t('who2')}</p>
      </section>
      <section className={styles.card} aria-labelledby="about-network">
        <h2 id="about-network">{t('networkHeading')}</h2>
        <p>{t('network1')}</p>
        <p>{t('network2')}</p>
        <p>
          <Link href="/network-maps">{t('networkMapsLink')}</Link>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="about-contact">
        <h2 id="about-contact">{t('contactHeading')}</h2>
        <p>
          {t('contactIntro')} <Link href="/help">{tc('getHelp')}</Link>
        </p>
        <p>{t('contactPerson')}</p>
        <dl className={styles.contact}>
          {contact.map(({ label, value, href }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
