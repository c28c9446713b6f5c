import type { BffResult } from '@/components/api/call-bff';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** The texts field errors are shown in (built by useFieldTexts from the message catalogues). */
export type FieldTexts = { pleaseEnter: string; tooLong: (max: number) => string; formatInvalid: string; passwordRules: string; passwordMismatch: string };

const SECONDS_PER_MINUTE = 60;

/**
 * The server's field texts (the spec's, §5) in the visitor's language: 'please enter',
 * 'cannot be longer than N characters', 'format is invalid', the password line, the mismatch.
 */
export function fieldText(message: string, texts: FieldTexts): string {
  if (message === 'please enter') return texts.pleaseEnter;
  const tooLong = /^cannot be longer than (\d+) characters$/.exec(message);
  if (tooLong) return texts.tooLong(Number(tooLong[1]));
  if (message.startsWith('Password: ')) return texts.passwordRules;
  if (message === 'new password and confirm do not match') return texts.passwordMismatch;
  return texts.formatInvalid;
}

/** The 422 details of the fields this form has, translated. */
export function fieldErrorsOf<K extends string>(res: BffResult<unknown>, fields: readonly K[], texts: FieldTexts): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (res.ok || res.code !== 'bad_input' || !Array.isArray(res.details)) return errors;
  for (const d of res.details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof d.path === 'string' && (fields as readonly string[]).includes(d.path) && typeof d.message === 'string' && !errors[d.path as K]) {
      errors[d.path as K] = fieldText(d.message, texts);
    }
  }
  return errors;
}

/** Whole minutes to wait after a 429, at least one. */
export function retryMinutes(retryAfterS: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterS ?? SECONDS_PER_MINUTE) / SECONDS_PER_MINUTE));
}
