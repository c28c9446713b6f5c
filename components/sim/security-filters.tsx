'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { QuerySection } from '@/components/ui/section-state';
import type { CallSecurity, FilterLevel } from '@/lib/sim/types';
import { SaveOutcome, SettingSwitch } from './settings-panel';
import { useCallSecurity, useSaveSecurity, type SecurityInput } from './security-queries';
import styles from './settings.module.css';

const LEVELS: readonly FilterLevel[] = ['off', 'standard', 'strict'];

const inputOf = ({ productUuid: _, ...rest }: CallSecurity): SecurityInput => rest;

/**
 * The call security settings of one screen: 'basic' (Spam filtering: 'Spam calls' and 'Spam
 * texts', each Off / Standard / Strict, and Save) or 'advanced' (two switches that save at once).
 * Both send all four fields, the other screen's as stored. `initial`: the server's first view.
 */
export function SecuritySettings({ screen, initial }: { screen: 'basic' | 'advanced'; initial?: CallSecurity }) {
  const t = useTranslations('callSecurity');
  const query = useCallSecurity(initial);
  return (
    <QuerySection query={query} title={t(`${screen}.title`)} rows={screen === 'basic' ? 6 : 2}>
      {(view) => (screen === 'basic' ? <FilterForm view={view} /> : <Switches view={view} />)}
    </QuerySection>
  );
}

function FilterForm({ view }: { view: CallSecurity }) {
  const t = useTranslations('callSecurity');
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
      <SaveOutcome saved={save.isSuccess ? t('saved') : null} error={save.isError ? save.error : null} />
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

function Switches({ view }: { view: CallSecurity }) {
  const t = useTranslations('callSecurity');
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
      <SaveOutcome saved={save.isSuccess ? t('saved') : null} error={save.isError ? save.error : null} />
    </div>
  );
}
