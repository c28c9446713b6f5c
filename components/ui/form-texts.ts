import { useTranslations } from 'next-intl';
import { FORMAT_INVALID, PLEASE_ENTER } from '@/lib/errors/input';

/** The texts field errors are shown in (useFieldTexts builds them from the message catalogues). */
export type FieldTexts = { pleaseEnter: string; tooLong: (max: number) => string; formatInvalid: string; passwordRules: string; passwordMismatch: string };

const TOO_LONG = /^cannot be longer than (\d+) characters$/;

/**
 * One of the spec's field texts (§5) in the visitor's language: 'please enter', 'cannot be
 * longer than N characters', 'format is invalid', the password line, the mismatch; undefined
 * for a text that is none of them.
 */
export function knownFieldText(message: string, texts: FieldTexts): string | undefined {
  if (message === PLEASE_ENTER) return texts.pleaseEnter;
  if (message === FORMAT_INVALID) return texts.formatInvalid;
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return texts.tooLong(Number(tooLong[1]));
  if (message.startsWith('Password: ')) return texts.passwordRules;
  if (message === 'new password and confirm do not match') return texts.passwordMismatch;
  return undefined;
}

/** A server's field text, translated; anything else it says about a field reads 'format is invalid'. */
export function fieldText(message: string, texts: FieldTexts): string {
  return knownFieldText(message, texts) ?? texts.formatInvalid;
}

/** Field error texts in the visitor's language (namespaces validation and errors). */
export function useFieldTexts(): FieldTexts {
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  return {
    pleaseEnter: tv('pleaseEnter'),
    tooLong: (max) => tv('tooLong', { max }),
    formatInvalid: tv('formatInvalid'),
    passwordRules: te('passwordRules'),
    passwordMismatch: te('passwordMismatch'),
  };
}
