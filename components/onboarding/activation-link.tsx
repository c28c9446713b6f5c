'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import type { ActivationLink as Link } from '@/lib/onboarding/types';
import { adopt, renewLink, useActivationLink } from './queries';
import { useOnboardingFailure } from './use-onboarding-error';
import styles from './onboarding.module.css';

const onboardingPage = (productId: string) => `/onboarding/${encodeURIComponent(productId)}`;

/**
 * The adoption link (/activation/{code}): valid → "Activate your SIM 021 *** *906" + Activate
 * (adopt by the token); used by this customer → straight on to its activation; expired → 'your
 * activation link expired' + "Send me a new link" (a new one by text to the SIM's number).
 */
export function ActivationLinkView({ code, initial }: { code: string; initial?: Link }) {
  const t = useTranslations('onboarding.link');
  const link = useActivationLink(code, initial);
  return (
    <QuerySection query={link} title={t('section')} rows={2}>
      {(data) => <LinkState link={data} />}
    </QuerySection>
  );
}

function LinkState({ link }: { link: Link }) {
  const t = useTranslations('onboarding.link');
  const router = useRouter();
  const failure = useOnboardingFailure();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const usedByMe = link.state === 'used' && link.productId;

  useEffect(() => {
    if (usedByMe) router.replace(onboardingPage(link.productId!));
  }, [usedByMe, link.productId, router]);

  async function activateNow() {
    setBusy(true);
    setProblem(null);
    try {
      const step = await adopt({ by: 'token', token: link.code });
      if (step.step === 'adopted') {
        const a = step.adoption;
        router.push(a.state === 'ready' ? onboardingPage(a.productId) : `/mobile-onboarding-finalise?product=${encodeURIComponent(a.productId)}`);
        return;
      }
      setProblem(t('unexpected'));
    } catch (err) {
      setProblem(failure(err).text);
    }
    setBusy(false);
  }

  async function sendNew() {
    setBusy(true);
    setProblem(null);
    try {
      setSentTo((await renewLink(link.code)).sentTo);
    } catch (err) {
      setProblem(failure(err).text);
    }
    setBusy(false);
  }

  if (usedByMe) return <p role="status">{t('goingOn')}</p>;

  if (link.state === 'used') {
    return (
      <section className={styles.card} aria-labelledby="link-used">
        <h2 id="link-used">{t('usedHeading')}</h2>
        <p>{t('usedBody')}</p>
        <div className={styles.actions}>
          <ButtonLink href="/mobile-onboarding">{t('findSim')}</ButtonLink>
        </div>
      </section>
    );
  }

  if (link.state === 'expired') {
    return (
      <section className={styles.card} aria-labelledby="link-expired">
        <h2 id="link-expired">{t('expiredHeading')}</h2>
        <p>{t('expiredBody', { number: link.number })}</p>
        {sentTo ? (
          <Alert tone="success">{t('newSent', { number: sentTo })}</Alert>
        ) : (
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void sendNew()}>
              {t('sendNew')}
            </Button>
          </div>
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="link-valid">
      <h2 id="link-valid">{t('validHeading', { number: link.number })}</h2>
      <p>{t('validBody')}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void activateNow()}>
          {t('activate')}
        </Button>
      </div>
    </section>
  );
}
