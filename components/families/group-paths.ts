import type { GroupKind } from '@/lib/families/types';

/** The screen of each kind of group (lib/profile/screens.ts rows customer-groups and mobile-groups). */
export function groupHref(kind: GroupKind): string {
  return kind === 'mobile' ? '/profile/mobile-groups' : '/profile/customer-groups';
}
