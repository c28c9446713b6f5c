import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DialogRequest } from './types';

type Props = { request: DialogRequest; onDone: (id: number) => void };

/** Renders one queued request of useDialogs() and settles its promise when it closes. */
export function GlobalDialog({ request, onDone }: Props) {
  const t = useTranslations('dialogs');

  if (request.kind === 'confirm') {
    const o = request.options;
    const finish = (confirmed: boolean) => {
      request.resolve(confirmed);
      onDone(request.id);
    };
    return (
      <Dialog
        title={o.title}
        header={o.header}
        closeLabel={t('close')}
        onDismiss={() => finish(false)}
        onEnter={() => finish(true)}
        actions={
          <>
            <Button variant="secondary" onClick={() => finish(false)}>
              {o.cancelCaption ?? t('cancel')}
            </Button>
            <Button variant={o.destructive ? 'danger' : 'primary'} data-autofocus onClick={() => finish(true)}>
              {o.confirmCaption ?? t('confirm')}
            </Button>
          </>
        }
      >
        <p>{o.message}</p>
      </Dialog>
    );
  }

  const o = request.options;
  const isError = request.kind === 'error';
  const finish = () => {
    request.resolve();
    onDone(request.id);
  };
  return (
    <Dialog
      title={o.title ?? (isError ? t('errorTitle') : t('successTitle'))}
      header={o.header}
      tone={isError ? 'error' : 'success'}
      role={isError ? 'alertdialog' : 'dialog'}
      closeLabel={t('close')}
      onDismiss={o.hideClose ? undefined : finish}
      onEnter={finish}
      actions={
        <Button data-autofocus onClick={finish}>
          {o.buttonCaption ?? t('ok')}
        </Button>
      }
    >
      <p>{o.message}</p>
    </Dialog>
  );
}
