import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQueryErrorText } from '@/components/ui/section-state';
import { useMutation } from '@tanstack/react-query';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { disableSim, useSetSimStatus, useSimStatus } from './actions-queries';
import styles from './actions.module.css';

type Why = 'lost' | 'stolen';

/**
 * "a lost-or-stolen path that disables the SIM in one confirmed step" (issue 14 item 5): 'Block
 * my SIM now' → 'Block your SIM?' ('Lost' / 'Stolen') → 'Block SIM'. No second factor (the BFF
 * lets a lost or stolen disable through without one: the phone may be gone). `working`: the SIM
 * works now; once blocked here the section says so and stays.
 */
export function ActionsLostStolen({ working }: { working: boolean }) {
  const t = useTranslations('simActions.lostStolen');
  const errorText = useQueryErrorText();
  const setStatus = useSetSimStatus();
  const status = useSimStatus();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [why, setWhy] = useState<Why>('lost');
  const block = useMutation({
    mutationFn: disableSim,
    onSuccess: (status) => {
      setOpen(false);
      setStatus(status);
    },
    onError: (e) => {
      if (e instanceof BffError && isSessionLoss(e.code)) signInAgain();
      // Blocked meanwhile (another tab): the state read again says so, and the section goes.
      if (e instanceof BffError && e.code === 'sim_already') void status.refetch();
    },
  });
  if (!working && !block.isSuccess) return null;

  const confirm = () => {
    if (!block.isPending) block.mutate(why);
  };
  const close = () => {
    setOpen(false);
    block.reset();
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('heading')}</h2>
      {block.isSuccess ? (
        <Alert tone="success">
          <p>{t('done')}</p>
        </Alert>
      ) : (
        <>
          <p>{t('intro')}</p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setOpen(true)}>
              {t('open')}
            </Button>
          </div>
        </>
      )}
      {open && (
        <Dialog
          title={t('title')}
          closeLabel={t('close')}
          onDismiss={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('cancel')}
              </Button>
              <Button variant="danger" data-autofocus busy={block.isPending} onClick={confirm}>
                {t('confirm')}
              </Button>
            </>
          }
        >
          <p>{t('explain')}</p>
          <fieldset className={styles.choices}>
            <legend>{t('why')}</legend>
            {(['lost', 'stolen'] as const).map((w) => (
              <label key={w} className={styles.choice}>
                <input type="radio" name={`${id}-why`} value={w} checked={why === w} onChange={() => setWhy(w)} />
                <span>{t(w)}</span>
              </label>
            ))}
          </fieldset>
          {block.isError && (
            <Alert tone="error">
              <p>{errorText(block.error)}</p>
            </Alert>
          )}
        </Dialog>
      )}
    </section>
  );
}
