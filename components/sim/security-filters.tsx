'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { CallSecurity, FilterLevel } from '@/lib/sim/types';
import { SettingSwitch } from './settings-panel';
import { useCallSecurity, useSaveSecurity, type SecurityInput } from './security-queries';
import styles from './settings.module.css';

const LEVELS: readonly FilterLevel[] = ['off', 'standard', 'strict'];

const inputOf = ({ productUuid: _, ...rest }: CallSecurity): SecurityInput => rest;

/** Spam filtering (mobile/security/basic): 'Spam calls' and 'Spam texts', each Off / Standard / Strict, and Save. */
export function SpamFiltering({ initial }: { initial?: CallSecurity }) {
  const t = useTranslations('callSecurity');
  const query = useCallSecurity(initial);
  return (
    <QuerySection query={query} title={t('basic.title')} rows={6}>
      {(view) => <FilterForm view={view} />}
    </QuerySection>
  );
}

function FilterForm({ view }: { view: CallSecurity }) {
  const t = useTranslations('callSecurity');
  const errorText = useQueryErrorText();
  const save = useSaveSecurity();
  const [callFilter, setCallFilter] = useState(view.callFilter);
  const [textFilter, setTextFilter] = useState(view.textFilter);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    save.mutate({ ...inputOf(view), callFilter, textFilter });
  }
  return (
    <HydratedForm className={styles.panel} noValidate onSubmit={submit}>
      <LevelGroup legend={t('spamCalls')} value={callFilter} onChange={setCallFilter} />
      <LevelGroup legend={t('spamTexts')} value={textFilter} onChange={setTextFilter} />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {t('save')}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {save.isSuccess ? t('saved') : ''}
      </p>
      {save.isError && (
        <Alert tone="error">
          <p>{errorText(save.error)}</p>
        </Alert>
      )}
    </HydratedForm>
  );
}

function LevelGroup({ legend, value, onChange }: { legend: string; value: FilterLevel; onChange: (level: FilterLevel) => void }) {
  const t = useTranslations('callSecurity');
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {LEVELS.map((level) => (
        <label key={level} className={styles.choice}>
          <input type="radio" name={name} value={level} checked={value === level} onChange={() => onChange(level)} />
          <span>{t(`level.${level}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Advanced settings (mobile/security/advanced): two switches that save at once, the levels as stored. */
export function VoicemailSwitches({ initial }: { initial?: CallSecurity }) {
  const t = useTranslations('callSecurity');
  const query = useCallSecurity(initial);
  return (
    <QuerySection query={query} title={t('advanced.title')} rows={2}>
      {(view) => <Switches view={view} />}
    </QuerySection>
  );
}

function Switches({ view }: { view: CallSecurity }) {
  const t = useTranslations('callSecurity');
  const errorText = useQueryErrorText();
  const save = useSaveSecurity();
  // What was asked for shows at once; the answer then decides.
  const [asked, setAsked] = useState<SecurityInput | null>(null);
  const shown = asked ?? inputOf(view);
  function change(field: 'withheldToVoicemail' | 'internationalToVoicemail', on: boolean) {
    const next = { ...inputOf(view), [field]: on };
    setAsked(next);
    save.mutate(next, { onSettled: () => setAsked(null) });
  }
  return (
    <div className={styles.panel}>
      <ul className={styles.switches}>
        <li>
          <SettingSwitch label={t('withheld')} hint={t('withheldHint')} on={shown.withheldToVoicemail} busy={save.isPending} disabled={save.isPending} onChange={(on) => change('withheldToVoicemail', on)} />
        </li>
        <li>
          <SettingSwitch label={t('international')} hint={t('internationalHint')} on={shown.internationalToVoicemail} busy={save.isPending} disabled={save.isPending} onChange={(on) => change('internationalToVoicemail', on)} />
        </li>
      </ul>
      <p role="status" className={styles.status}>
        {save.isSuccess ? t('saved') : ''}
      </p>
      {save.isError && (
        <Alert tone="error">
          <p>{errorText(save.error)}</p>
        </Alert>
      )}
    </div>
  );
}
