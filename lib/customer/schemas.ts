import { z } from 'zod';
import { cleanText, secretText } from '@/lib/errors/input';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/lib/flags/constants';

/**
 * The bodies of the personal-data routes (app/api/account/*): the route handler parses with
 * these, and the personal-data dialogs validate with the same ones (components/ui/form.tsx).
 * Field texts are the spec's (§5): 'please enter', 'cannot be longer than N characters',
 * 'format is invalid' (lib/errors/input.ts `fieldMessage` for issues without their own text).
 */
const EMAIL_MAX_LENGTH = 254;
const INVITATION_CODE_MAX_LENGTH = 64;

// Both names are required by the upstream's profile update ("Customer profile update: SPID, FirstName, LastName, Email").
export const NameBody = z.object({ firstName: cleanText(NAME_MAX_LENGTH, { required: true }), lastName: cleanText(NAME_MAX_LENGTH, { required: true }) });
export const EmailBody = z.object({ email: z.email().max(EMAIL_MAX_LENGTH), confirmEmail: z.string().max(EMAIL_MAX_LENGTH) });
// Each of the three must be typed: a blank one is 'please enter' on its field (issue 28: the dialog names what to type).
export const PasswordBody = z.object({ oldPassword: secretText(PASSWORD_MAX_LENGTH), newPassword: secretText(PASSWORD_MAX_LENGTH), confirmPassword: secretText(PASSWORD_MAX_LENGTH) });
export const RewardsCardBody = z.object({ email: z.email().max(EMAIL_MAX_LENGTH), password: secretText(PASSWORD_MAX_LENGTH) });
export const InvitationBody = z.object({ code: z.string().max(INVITATION_CODE_MAX_LENGTH) });
const Channels = z.object({ email: z.boolean(), sms: z.boolean() });
export const NotificationsBody = z.object({ billing: Channels, usage: Channels, offers: Channels });
export type NotificationPrefs = z.infer<typeof NotificationsBody>;
