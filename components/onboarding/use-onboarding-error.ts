import { useTranslations } from 'next-intl';
import { BffError } from '@/components/query/bff-query';
import { useErrorText } from '@/components/shop/use-error-text';

/** Codes the pages answer with their own words and a way on (docs/onboarding-contract.md §4). */
const OWN_WORDS = { cant_adopt_by_ip: 'errors.cantAdoptByIp', sim_associated: 'errors.associated', service_already_active: 'errors.alreadyActive' } as const;

export type OnboardingFailure = { code: string; text: string; retryAfterS?: number };

/**
 * A failed onboarding call as the customer reads it: the catalogue's words for its code (the
 * BFF's `errors.*`), the server's message for what the catalogue does not name, and the pages'
 * own sentence where §4 asks for one (CANT_ADOPT_BY_IP: enter the SIM ID instead).
 */
export function useOnboardingFailure(): (err: unknown) => OnboardingFailure {
  const t = useTranslations('onboarding');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  return (err) => {
    if (!(err instanceof BffError)) return { code: 'internal', text: te('somethingWentWrong') };
    const own = OWN_WORDS[err.code as keyof typeof OWN_WORDS];
    if (own) return { code: err.code, text: t(own) };
    const details = err.details as { retryAfterSeconds?: unknown } | undefined;
    const retry = typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : err.retryAfterS;
    return { code: err.code, text: errorText(err.code, err.message, te('somethingWentWrong')), retryAfterS: retry };
  };
}
