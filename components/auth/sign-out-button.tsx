'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { clearClientState } from './clear-client-state';

type Props = { variant?: ButtonVariant; className?: string };

/**
 * Asks first, then ends the session and reloads the page the API names, so every server
 * component renders signed out. `data-action` lets the header hide its own copy when the page
 * body shows one (see globals.css).
 */
export function SignOutButton({ variant = 'secondary', className }: Props) {
  const t = useTranslations('signOut');
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    const confirmed = await dialogs.confirm({ title: t('confirmTitle'), message: t('confirmMessage'), confirmCaption: t('confirmButton') });
    if (!confirmed) return;
    setBusy(true);
    const res = await callBff<{ redirectTo?: string }>('/api/auth/sign-out', 'POST');
    if (res.ok) {
      clearClientState();
      window.location.assign(res.data.redirectTo || '/');
      return;
    }
    setBusy(false);
    await dialogs.error({ message: t('failed') });
  }

  return (
    <Button variant={variant} className={className} busy={busy} onClick={signOut} data-action="sign-out">
      {t('button')}
    </Button>
  );
}
