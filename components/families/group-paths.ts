import type { ApprovalType, GroupKind } from '@/lib/families/types';

/** The screen of each kind of group (lib/profile/screens.ts rows customer-groups and mobile-groups). */
export function groupHref(kind: GroupKind): string {
  return kind === 'mobile' ? '/profile/mobile-groups' : '/profile/customer-groups';
}

/** Which kind of group an invite is for: MOBILEGROUP_* a mobile group, else a family (customer) group. */
export function inviteKind(type: ApprovalType): GroupKind {
  return type.startsWith('MOBILEGROUP_') ? 'mobile' : 'customer';
}
