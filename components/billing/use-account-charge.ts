import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { callBff } from '@/components/api/call-bff';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import type { ChargeResult, PaymentChoice } from '@/components/payments/payment-step';
import { useErrorText } from '@/components/shop/use-error-text';
import type { PaymentStarted } from '@/lib/billing/money-types';

type FieldProblem = { path?: unknown; message?: unknown };

/**
 * The payment step's `charge` for a top-up or a bill payment (POST /api/customer/top-up or
 * /pay-bill, docs/money-contract.md §3): the amount and the chosen way to pay; the BFF's field
 * message for the amount goes to `onAmountProblem` (the page's own field), any other refusal
 * ('Please choose another payment type', 'No card', …) is shown by the step, which keeps the
 * choice. The intent started is kept to follow its status.
 */
export function useAccountCharge(path: string, onAmountProblem: (message: string) => void, service?: string) {
  const errorText = useErrorText();
  const te = useTranslations('errors');
  const intent = useRef<string | null>(null);

  async function charge(amountCents: number, choice: PaymentChoice): Promise<ChargeResult> {
    const savedCard = choice.type === 'cards' && 'paymentMethodId' in choice ? { paymentMethodId: choice.paymentMethodId } : {};
    // `service`: the broadband service the payment is for (the broadband balance area), else the current mobile product.
    const res = await callBff<PaymentStarted>(path, 'POST', { amountCents, paymentMethodType: choice.type, ...savedCard, ...(service ? { service } : {}) });
    if (!res.ok) {
      if (isSessionLoss(res.code)) {
        signInAgain();
        return { stop: true };
      }
      const amountProblem = res.code === 'bad_input' && Array.isArray(res.details) ? (res.details as FieldProblem[]).find((d) => d.path === 'amountCents') : undefined;
      if (typeof amountProblem?.message === 'string') {
        onAmountProblem(amountProblem.message);
        return { stop: true };
      }
      return { problem: errorText(res.code, res.message, te('somethingWentWrong')) };
    }
    intent.current = res.data.intentId;
    return { clientSecret: res.data.clientSecret ?? undefined, status: res.data.status };
  }

  return { charge, intentId: () => intent.current };
}
