import type { BffResult } from '@/components/api/call-bff';
import { fieldText, type FieldTexts } from '@/components/ui/form-texts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** The spec's field texts in the visitor's language: the form pattern's (components/ui/form-texts.ts). */
export { fieldText, type FieldTexts } from '@/components/ui/form-texts';

const SECONDS_PER_MINUTE = 60;

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
