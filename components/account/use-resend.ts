import { useState } from 'react';
import { RESEND_COUNTDOWN_S } from '@/lib/flags/constants';
import { useCountdown } from './use-countdown';

/** An emailed code: `sent` once one went out, `left` seconds until another may be asked for. */
export function useResend() {
  const [sent, setSent] = useState(false);
  const [left, startCountdown] = useCountdown();
  const markSent = () => {
    setSent(true);
    startCountdown(RESEND_COUNTDOWN_S);
  };
  return { sent, left, markSent };
}
