import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountGlance, type AccountGlanceTexts } from '@/components/home/account-glance';
import styles from '@/components/home/home.module.css';
import { BrandMark } from '@/components/layout/brand-mark';
import { PlanCard } from '@/components/plans/plan-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { shownPlanGroups } from '@/lib/catalog/public';
import type { PlanView } from '@/lib/catalog/types';
import { getFlags } from '@/lib/config/calls';
import { resolveFlags, routeGateOpen, type Flags } from '@/lib/flags';
import { HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';
import { listCategories } from '@/lib/help/calls';
import { categoryPath, HELP_PATH, HELP_SEARCH_PARAM, HELP_SEARCH_PATH } from '@/lib/help/paths';
import type { HelpCategory } from '@/lib/help/types';
import { bestPlans, esimPurchaseHref } from '@/lib/home/rules';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { configuredOrigin } from '@/lib/seo/origin';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';
import { CatalogueUnavailable } from './_lib/catalogue-unavailable';

type Params = { params: Promise<{ locale: string }> };

/*
 * The home page, kept as an ISR page like /plans ("Cache: plan lists 1 minute"): it reads no
 * cookie, header or query, so it is one static page per locale for everyone; a signed-in visitor's
 * numbers come from the AccountGlance island after load.
 */
export const revalidate = 60;

/** How many help categories the page names. */
const HELP_TOPICS = 4;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const [t, tApp] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getTranslations({ locale, namespace: 'app' })]);
  // The root layout's title template would add the name again: the home page's title is the name with its pitch.
  return { ...publicPageMetadata({ path: '/', locale, title: t('title'), description: t('description') }), title: { absolute: `${tApp('name')} · ${t('title')}` } };
}

/**
 * The build has no upstream to read (nor remote config, nor the help centre) unless one is
 * configured for it: the page is then built from the flags of the environment without plans or
 * help topics, and ISR renders it in full on a later request (the first after a minute).
 */
const offlineBuild = () => process.env.NEXT_PHASE === 'phase-production-build' && !process.env.UPSTREAM_ACCOUNTS_URL && !process.env.SANDBOX_URL;

/**
 * The best plans of the catalogue (the data /plans reads); null when the build could not read
 * them. At run time a failure throws, so that a failed renewal keeps serving the last page that
 * had them (as /plans does).
 */
async function homePlans(flags: Flags): Promise<PlanView[] | null> {
  if (!routeGateOpen('plans', flags)) return [];
  const r = await shownPlanGroups(flags);
  if (r.ok) return bestPlans(r.groups);
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  throw new CatalogueUnavailable('home plans', r.error);
}

async function helpTopics(): Promise<HelpCategory[]> {
  const r = await listCategories();
  return r.ok ? r.data.slice(0, HELP_TOPICS) : [];
}

export default async function HomePage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const offline = offlineBuild();
  const flags = offline ? resolveFlags(process.env) : await getFlags();
  const [t, tc, tApp, plans, topics] = await Promise.all([
    getTranslations('home'),
    getTranslations('common'),
    getTranslations('app'),
    offline ? null : homePlans(flags),
    offline ? [] : helpTopics(),
  ]);
  const origin = configuredOrigin();
  const plansOpen = routeGateOpen('plans', flags);
  const shopOpen = routeGateOpen('simPurchase', flags);
  const glance: AccountGlanceTexts = {
    loading: t('glance.loading'),
    credit: t.raw('glance.credit') as string,
    owing: t.raw('glance.owing') as string,
    nothingOwing: t('glance.nothingOwing'),
    prepay: t('glance.prepay'),
    postpay: t('glance.postpay'),
    notActive: t('glance.notActive'),
    seeInAccount: t('glance.seeInAccount'),
    signInAgain: t('glance.signInAgain'),
    unavailable: t('glance.unavailable'),
    noNumbers: t('glance.noNumbers'),
    numbersLabel: t('glance.numbersLabel'),
  };

  return (
    <div className={styles.home}>
      <JsonLd data={organizationJsonLd({ name: tApp('name'), origin })} />
      <JsonLd data={webSiteJsonLd({ name: tApp('name'), locale, origin })} />

      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.mark}>
          <BrandMark size={56} />
        </div>
        <h1 id="home-heading">{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.actions}>
          {plansOpen && <ButtonLink href="/plans">{t('seePlans')}</ButtonLink>}
          {shopOpen && (
            <ButtonLink href={esimPurchaseHref()} variant="secondary" prefetch={false}>
              {t('buyEsim')}
            </ButtonLink>
          )}
          <span data-when="signed-out">
            <ButtonLink href="/sign-in" variant="secondary" data-action="sign-in">
              {tc('signIn')}
            </ButtonLink>
          </span>
        </div>
      </section>

      <div data-when="signed-in">
        <section className={styles.panel} aria-labelledby="home-account">
          <h2 id="home-account">{t('accountHeading')}</h2>
          <AccountGlance texts={glance} />
          <p className={styles.actions}>
            <ButtonLink href="/profile">{t('goToAccount')}</ButtonLink>
          </p>
        </section>
      </div>

      {plansOpen && (
        <section className={styles.plans} aria-labelledby="home-plans">
          <div className={styles.sectionHead}>
            <h2 id="home-plans">{t('plansHeading')}</h2>
            <p>{plans === null ? t('plansUnavailable') : t('plansLead')}</p>
          </div>
          {plans !== null && plans.length > 0 && (
            <ul className={styles.planList}>
              {plans.map((plan) => (
                <li key={plan.slug}>
                  <PlanCard plan={plan} detailHref={`/plans/${plan.slug}`} buyHref={esimPurchaseHref(plan.slug)} />
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/plans">{t('seePlans')}</Link>
          </p>
        </section>
      )}

      <div className={styles.tiles}>
        {shopOpen && (
          <section className={styles.panel} aria-labelledby="home-esim">
            <h2 id="home-esim">{t('esimHeading')}</h2>
            <p>{t('esimLead')}</p>
            <ol className={styles.steps}>
              <li>{t('esimStep1')}</li>
              <li>{t('esimStep2')}</li>
              <li>{t('esimStep3')}</li>
            </ol>
            <ButtonLink href={esimPurchaseHref()} prefetch={false}>
              {t('buyEsim')}
            </ButtonLink>
          </section>
        )}

        {(routeGateOpen('broadband', flags) || routeGateOpen('ufb', flags)) && (
          <section className={styles.panel} aria-labelledby="home-broadband">
            <h2 id="home-broadband">{t('broadbandHeading')}</h2>
            <p>{t('broadbandLead')}</p>
            {routeGateOpen('broadband', flags) ? (
              <ButtonLink href="/broadband">{t('broadbandCheck')}</ButtonLink>
            ) : (
              <ButtonLink href="/ufb" variant="secondary">
                {t('broadbandPlans')}
              </ButtonLink>
            )}
          </section>
        )}

        <section className={styles.panel} aria-labelledby="home-porting">
          <h2 id="home-porting">{t('portingHeading')}</h2>
          <p>{t('portingLead')}</p>
          {shopOpen && (
            <span data-when="signed-out">
              <ButtonLink href="/sim-purchase" variant="secondary" prefetch={false}>
                {t('portingShop')}
              </ButtonLink>
            </span>
          )}
          <span data-when="signed-in">
            <ButtonLink href="/profile/sim-card-actions/number-porting" variant="secondary" prefetch={false}>
              {t('portingAccount')}
            </ButtonLink>
          </span>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="home-help">
        <h2 id="home-help">{tc('help')}</h2>
        <p>{t('helpLead')}</p>
        <form role="search" method="get" action={HELP_SEARCH_PATH} className={styles.search}>
          <Field
            id="home-help-search"
            name={HELP_SEARCH_PARAM}
            type="search"
            label={t('helpSearchLabel')}
            maxLength={HELP_SEARCH_MAX_CHARS}
            autoComplete="off"
            enterKeyHint="search"
            action={<Button type="submit">{t('helpSearchButton')}</Button>}
          />
        </form>
        {topics.length > 0 && (
          <>
            <h3 className={styles.topicsHeading}>{t('helpTopics')}</h3>
            <ul className={styles.topics}>
              {topics.map((c) => (
                <li key={c.id}>
                  <Link href={categoryPath(c.id)}>{c.title}</Link>
                  {c.description && <p>{c.description}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
        <ButtonLink href={HELP_PATH} variant="secondary">
          {tc('getHelp')}
        </ButtonLink>
      </section>
    </div>
  );
}
