import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { SecondFactorStep } from '@/components/account/second-factor-step';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useQueryErrorText } from '@/components/ui/section-state';

/** The BFF asked for the second factor first (ADR 006: 403 `second_factor_required`). */
export function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof BffError && error.code === 'second_factor_required';
}

type Options<I, O> = {
  /** The call the user asked for: throws BffError (components/query/bff-query.ts). */
  send: (input: I) => Promise<O>;
  /** Only password sign-ins can re-enter a password; social sign-ins use the emailed code. */
  allowPassword: boolean;
  /** The line above the step's title: what the user was doing ('SIM swap'). */
  header: string;
  onSuccess?: (data: O, input: I) => void;
  /**
   * Ask before the first send, every time (a SIM swap: issue 28, "a fresh confirmation of identity
   * at the swap itself"), rather than only when the BFF says the last proof is too old.
   */
  askFirst?: boolean;
};

export type SecondFactorGate<I, O> = {
  /** Sends `input`; a 403 `second_factor_required` opens the step, and once it passes the same input is sent again. */
  run: (input: I) => void;
  /** The call or the step is under way. */
  busy: boolean;
  /** The call's refusal (never the second-factor request itself). */
  error: unknown;
  data: O | undefined;
  /** The refusal in the catalogue's words in an alert, or nothing; the caller renders it. */
  refusal: ReactNode;
  /** The step in its dialog while it is open; the caller renders it. */
  step: ReactNode;
};

/**
 * The SIM actions' second factor (docs/sim-contract.md §4): a call the BFF answers with 403
 * `second_factor_required` shows the existing step (components/account/second-factor-step.tsx,
 * 'Confirm it's you'); once the proof is recorded the very call the user asked for is sent again
 * with what they gave (the SIM ID, the chosen number), so nothing typed is lost. Cancelling the
 * step sends nothing more. A lost session goes to sign-in.
 */
export function useSecondFactorGate<I, O>({ send, allowPassword, header, onSuccess, askFirst = false }: Options<I, O>): SecondFactorGate<I, O> {
  const t = useTranslations('account.secondFactor');
  const td = useTranslations('dialogs');
  const errorText = useQueryErrorText();
  // The input waiting for the step; null when the step is closed.
  const [waiting, setWaiting] = useState<{ input: I } | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess,
    onError: (error, input) => {
      if (isSecondFactorRequired(error)) setWaiting({ input });
      else if (error instanceof BffError && isSessionLoss(error.code)) signInAgain();
    },
  });

  const cancel = () => {
    setWaiting(null);
    mutation.reset();
  };
  const passed = () => {
    if (!waiting) return;
    setWaiting(null);
    mutation.mutate(waiting.input);
  };

  const step = waiting && (
    <Dialog title={t('heading')} header={header} onDismiss={cancel} closeLabel={td('close')} actions={null}>
      <SecondFactorStep allowPassword={allowPassword} onPassed={passed} onCancel={cancel} />
    </Dialog>
  );
  const error = mutation.isError && !isSecondFactorRequired(mutation.error) ? mutation.error : null;
  return {
    run: (input) => {
      if (!askFirst) return mutation.mutate(input);
      mutation.reset();
      setWaiting({ input });
    },
    busy: mutation.isPending || waiting !== null,
    error,
    data: mutation.data,
    refusal: error !== null && (
      <Alert tone="error">
        <p>{errorText(error)}</p>
      </Alert>
    ),
    step,
  };
}
