import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { KnockOn, SettingName } from '@/lib/sim/types';
import styles from './settings.module.css';

type Props = {
  /** The setting the customer changed, and to what. */
  setting: SettingName;
  to: boolean;
  /** What the dependency rules change with it (lib/sim/rules.ts `applySettingChange`), never empty here. */
  knockOns: KnockOn[];
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "The user must confirm such dependency changes before the update is sent": 'Change other
 * settings too?' listing each knock-on ('Forward when busy will be turned off'), Confirm or
 * Cancel (Escape and the close button cancel too).
 */
export function SettingsConfirmDialog({ setting, to, knockOns, onConfirm, onCancel }: Props) {
  const t = useTranslations('simSettings');
  return (
    <Dialog
      title={t('confirmTitle')}
      closeLabel={t('close')}
      onDismiss={onCancel}
      actions={
        <>
          <Button onClick={onConfirm} data-autofocus>
            {t('confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <p>{t('confirmIntro', { setting: t(`setting.${setting}`), to: String(to) })}</p>
      <ul className={styles.knockOns}>
        {knockOns.map((k) => (
          <li key={k.setting}>{t(k.to ? 'knockOnOn' : 'knockOnOff', { setting: t(`setting.${k.setting}`) })}</li>
        ))}
      </ul>
    </Dialog>
  );
}
