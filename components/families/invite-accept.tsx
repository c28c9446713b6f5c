'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { GroupKind, GroupView, InviteView } from '@/lib/families/types';
import { groupHref } from './group-paths';
import styles from './invite.module.css';

type Answer = { kind: GroupKind; groups: GroupView[] };

/**
 * 'Join group' / 'Decline' of the accept screen (docs/families-contract.md §4). Joined: the group
 * page says 'You joined {group}'. Declined: said here, with the way to the group page. A refusal
 * ('This invite has expired. Ask for a new one.', already answered, cancelled) is shown in its
 * catalogue words. The token stays in the URL only.
 */
export function InviteAnswer({ token, invite, kind }: { token: string; invite: InviteView; kind: GroupKind }) {
  const t = useTranslations('groups');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(action: 'accept' | 'decline') {
    setError(null);
    setBusy(action);
    const res = await callBff<Answer>(`/api/customer/invites/token/${encodeURIComponent(token)}`, 'POST', { action });
    if (!res.ok) {
      setBusy(null);
      if (isSessionLoss(res.code)) signInAgain();
      else setError(errorText(res.code, res.message, te('acceptRouteError')));
      return;
    }
    if (action === 'decline') {
      setBusy(null);
      setDeclined(true);
      return;
    }
    const joined = res.data.groups.find((g) => g.name === invite.resource) ?? res.data.groups[0];
    router.push(`${groupHref(res.data.kind ?? kind)}${joined ? `?joined=${encodeURIComponent(joined.uuid)}` : ''}`);
  }

  if (declined) {
    return (
      <div className={styles.answer}>
        <Alert tone="success">{t('accept.declined', { name: invite.requestedBy })}</Alert>
        <div className={styles.actions}>
          <ButtonLink href={groupHref(kind)} variant="secondary">
            {t(`${kind}.goTo`)}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.answer}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button busy={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
          {t('accept.join')}
        </Button>
        <Button variant="secondary" busy={busy === 'decline'} disabled={busy !== null} onClick={() => void answer('decline')}>
          {t('accept.decline')}
        </Button>
      </div>
    </div>
  );
}
