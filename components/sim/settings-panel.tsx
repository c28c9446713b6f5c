'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import { useHydrated } from '@/components/ui/use-hydrated';
import { applySettingChange, FORWARDING } from '@/lib/sim/rules';
import type { KnockOn, SettingName, SimSettings, SimSettingsView } from '@/lib/sim/types';
import { SettingsConfirmDialog } from './settings-confirm-dialog';
import { useFieldError } from './settings-field-error';
import { useSaveSettings, useSimSettings } from './settings-queries';
import styles from './settings.module.css';

const SECTIONS: ReadonlyArray<{ id: 'forwarding' | 'duringCall' | 'barring'; settings: readonly SettingName[] }> = [
  { id: 'forwarding', settings: FORWARDING },
  { id: 'duringCall', settings: ['callWaiting', 'callHold'] },
  { id: 'barring', settings: ['incomingCalls', 'outgoingCalls'] },
];

/**
 * The call settings of SIM settings (docs/sim-contract.md §4): 'Call forwarding', 'During a call'
 * and 'Call barring', one switch per setting. `initial` is the server's first view.
 */
export function SettingsPanel({ initial }: { initial?: SimSettingsView }) {
  const t = useTranslations('simSettings');
  const query = useSimSettings(initial);
  return (
    <QuerySection query={query} title={t('title')} rows={8}>
      {(view) => <SettingsSwitches settings={view.settings} />}
    </QuerySection>
  );
}

type Asking = { setting: SettingName; to: boolean; next: SimSettings; knockOns: KnockOn[] };

/**
 * A switch saves at once (PUT /api/customer/sim/settings, all nine fields) and moves as it is
 * clicked. A change with knock-ons first asks 'Change other settings too?': Confirm sends the
 * settings with the knock-ons, Cancel sends nothing and the switch goes back. One save at a time
 * (the switches wait while one is on its way); a failure shows in an alert and the switches go
 * back to what is stored.
 */
export function SettingsSwitches({ settings }: { settings: SimSettings }) {
  const t = useTranslations('simSettings');
  const save = useSaveSettings();
  const fieldError = useFieldError();
  // What is shown while a change is asked for or on its way; null: what is stored.
  const [shown, setShown] = useState<SimSettings | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [saved, setSaved] = useState(false);
  const current = shown ?? settings;

  function send(next: SimSettings) {
    setShown(next);
    save.mutate(next, { onSuccess: () => setSaved(true), onSettled: () => setShown(null) });
  }

  function change(setting: SettingName, to: boolean) {
    setSaved(false);
    save.reset();
    const { next, knockOns } = applySettingChange(settings, setting, to);
    if (knockOns.length === 0) return send(next);
    setShown({ ...settings, [setting]: to });
    setAsking({ setting, to, next, knockOns });
  }

  function cancel() {
    setAsking(null);
    setShown(null);
  }

  function confirm() {
    const next = asking?.next;
    setAsking(null);
    if (next) send(next);
  }

  return (
    <div className={styles.stack}>
      {SECTIONS.map((section) => (
        <section key={section.id} className={styles.panel} aria-labelledby={`sim-${section.id}`}>
          <h2 id={`sim-${section.id}`}>{t(`${section.id}.heading`)}</h2>
          {section.id !== 'duringCall' && <p className={styles.muted}>{t(`${section.id}.hint`)}</p>}
          <ul className={styles.switches}>
            {section.settings.map((name) => (
              <li key={name}>
                <SettingSwitch label={section.id === 'barring' ? t(`barring.${name as 'incomingCalls' | 'outgoingCalls'}`) : t(`setting.${name}`)} on={current[name]} busy={save.isPending} disabled={save.isPending} onChange={(to) => change(name, to)} />
              </li>
            ))}
          </ul>
          {section.id === 'forwarding' && <ForwardTo settings={settings} busy={save.isPending} onSave={send} error={save.error} />}
        </section>
      ))}
      <SaveOutcome saved={saved ? t('saved') : null} error={save.isError && !fieldError(save.error, 'forwardTo') ? save.error : null} />
      {asking && <SettingsConfirmDialog setting={asking.setting} to={asking.to} knockOns={asking.knockOns} onConfirm={confirm} onCancel={cancel} />}
    </div>
  );
}

/**
 * After a save: `saved` ('Saved', in the page's own namespace) in a status that is there from the
 * start, so that it is heard when it fills; or the refusal in an alert.
 */
export function SaveOutcome({ saved, error }: { saved: string | null; error: unknown }) {
  const errorText = useQueryErrorText();
  return (
    <>
      <p role="status" className={styles.status}>
        {saved ?? ''}
      </p>
      {error != null && (
        <Alert tone="error">
          <p>{errorText(error)}</p>
        </Alert>
      )}
    </>
  );
}

type SwitchProps = { label: string; hint?: string; on: boolean; busy: boolean; disabled?: boolean; onChange: (on: boolean) => void };

/**
 * One on/off setting: a checkbox with role switch, named by its label; `busy` while its change is
 * on its way. Inert until React runs the page: a click on the server's HTML would move the switch
 * and send nothing.
 */
export function SettingSwitch({ label, hint, on, busy, disabled = false, onChange }: SwitchProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className={styles.switch}>
      <span className={styles.switchText}>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className={styles.switchHint}>
            {hint}
          </span>
        )}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || !hydrated}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}

/** 'Forward calls to' (empty: 'Voicemail') with 'Save number': the other settings as stored. */
function ForwardTo({ settings, busy, onSave, error }: { settings: SimSettings; busy: boolean; onSave: (next: SimSettings) => void; error: unknown }) {
  const t = useTranslations('simSettings');
  const id = useId();
  const fieldError = useFieldError();
  const [value, setValue] = useState(settings.forwardTo ?? '');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const to = value.trim();
    onSave({ ...settings, forwardTo: to === '' ? null : to });
  }
  return (
    <HydratedForm className={styles.forwardForm} noValidate onSubmit={submit}>
      <p className={styles.muted}>{t('forwardingTo', { to: settings.forwardTo ?? t('voicemail') })}</p>
      <div className={styles.row}>
        <Field
          id={id}
          label={t('forwardTo')}
          hint={t('forwardToHint')}
          placeholder={t('voicemail')}
          inputMode="tel"
          autoComplete="off"
          value={value}
          error={fieldError(error, 'forwardTo')}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('saveNumber')}
        </Button>
      </div>
    </HydratedForm>
  );
}
