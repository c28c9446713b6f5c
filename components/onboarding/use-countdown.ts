import { useEffect, useState } from 'react';
import { resendSecondsLeft } from '@/lib/onboarding/rules';

/** "SMS codes have a resend countdown": the whole seconds left since `sentAtMs`, ticking each second (0: may resend). */
export function useCountdown(sentAtMs: number | null, waitSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAtMs === null ? 0 : Math.min(waitSeconds, resendSecondsLeft(sentAtMs, now, waitSeconds));
  useEffect(() => {
    if (sentAtMs === null || left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAtMs, left]);
  return left;
}
