import type { Db } from './db';

/** Notification preferences: per topic, which channels the customer wants. */
export interface NotificationPreferences {
  Billing: { Email: boolean; SMS: boolean };
  Usage: { Email: boolean; SMS: boolean };
  Offers: { Email: boolean; SMS: boolean };
}

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  Billing: { Email: true, SMS: false },
  Usage: { Email: true, SMS: true },
  Offers: { Email: false, SMS: false },
};

/** Email verification, second-factor codes, invitations, preferences and rewards cards. */
export class AccountStore {
  constructor(private readonly db: Db) {}

  putVerification(customerUuid: string, secret: string, email: string, expiresAt: number): void {
    this.db
      .prepare('INSERT OR REPLACE INTO email_verifications (customer_uuid, secret, email, expires_at) VALUES (?, ?, ?, ?)')
      .run(customerUuid, secret, email, expiresAt);
  }

  verification(customerUuid: string): { secret: string; email: string; expiresAt: number } | undefined {
    const row = this.db
      .prepare('SELECT secret, email, expires_at FROM email_verifications WHERE customer_uuid = ?')
      .get(customerUuid) as { secret: string; email: string; expires_at: number } | undefined;
    return row ? { secret: row.secret, email: row.email, expiresAt: row.expires_at } : undefined;
  }

  /** Marks the customer's email (and its owners' sign-in email flag) verified. */
  confirmVerification(customerUuid: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM email_verifications WHERE customer_uuid = ?').run(customerUuid);
      this.db.prepare('UPDATE customers SET email_verified = 1 WHERE uuid = ?').run(customerUuid);
      this.db
        .prepare(
          `UPDATE auth_users SET email_verified = 1 WHERE uuid IN
             (SELECT auth_user_uuid FROM auth_roles WHERE customer_uuid = ?)
           AND lower(email) = lower((SELECT email FROM customers WHERE uuid = ?))`,
        )
        .run(customerUuid, customerUuid);
    })();
  }

  putMfa(userUuid: string, customerUuid: string, code: string, expiresAt: number): void {
    this.db
      .prepare('INSERT OR REPLACE INTO mfa_codes (auth_user_uuid, customer_uuid, code, expires_at) VALUES (?, ?, ?, ?)')
      .run(userUuid, customerUuid, code, expiresAt);
  }

  /** True once for a matching, unexpired code; the code is used up. */
  takeMfa(userUuid: string, customerUuid: string, code: string, now: number): boolean {
    const row = this.db
      .prepare('SELECT code, expires_at FROM mfa_codes WHERE auth_user_uuid = ? AND customer_uuid = ?')
      .get(userUuid, customerUuid) as { code: string; expires_at: number } | undefined;
    if (!row || row.expires_at < now || row.code !== code) return false;
    this.db.prepare('DELETE FROM mfa_codes WHERE auth_user_uuid = ? AND customer_uuid = ?').run(userUuid, customerUuid);
    return true;
  }

  addInvitation(code: string, customerUuid: string, expiresAt: number): void {
    this.db.prepare('INSERT INTO invitations (code, customer_uuid, expires_at) VALUES (?, ?, ?)').run(code, customerUuid, expiresAt);
  }

  /** The invited customer, and the role added for the user; undefined when unknown, used or expired. */
  acceptInvitation(code: string, userUuid: string, now: number): string | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT customer_uuid, role, expires_at, accepted_by FROM invitations WHERE code = ?')
        .get(code) as { customer_uuid: string; role: string; expires_at: number; accepted_by: string | null } | undefined;
      if (!row || row.accepted_by || row.expires_at < now) return undefined;
      const position = (this.db.prepare('SELECT COUNT(*) AS n FROM auth_roles WHERE auth_user_uuid = ?').get(userUuid) as { n: number }).n;
      this.db
        .prepare('INSERT OR IGNORE INTO auth_roles (auth_user_uuid, customer_uuid, role, position) VALUES (?, ?, ?, ?)')
        .run(userUuid, row.customer_uuid, row.role, position);
      this.db.prepare('UPDATE invitations SET accepted_by = ? WHERE code = ?').run(userUuid, code);
      return row.customer_uuid;
    })();
  }

  notifications(customerUuid: string): NotificationPreferences {
    const row = this.db.prepare('SELECT prefs_json FROM notification_preferences WHERE customer_uuid = ?').get(customerUuid) as
      | { prefs_json: string }
      | undefined;
    return row ? (JSON.parse(row.prefs_json) as NotificationPreferences) : DEFAULT_NOTIFICATIONS;
  }

  setNotifications(customerUuid: string, prefs: NotificationPreferences): NotificationPreferences {
    this.db
      .prepare('INSERT OR REPLACE INTO notification_preferences (customer_uuid, prefs_json) VALUES (?, ?)')
      .run(customerUuid, JSON.stringify(prefs));
    return prefs;
  }

  rewardsCard(customerUuid: string): { uuid: string; email: string } | undefined {
    return this.db.prepare('SELECT uuid, email FROM rewards_cards WHERE customer_uuid = ?').get(customerUuid) as
      | { uuid: string; email: string }
      | undefined;
  }

  linkRewardsCard(customerUuid: string, uuid: string, email: string): void {
    this.db.prepare('INSERT OR REPLACE INTO rewards_cards (customer_uuid, uuid, email) VALUES (?, ?, ?)').run(customerUuid, uuid, email);
  }

  /** Ends every token issued before `notBefore` and every refresh identity ("sign out everywhere"). */
  revokeAll(userUuid: string, notBefore: number): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE auth_users SET not_before = ? WHERE uuid = ?').run(notBefore, userUuid);
      this.db.prepare('UPDATE identity_tokens SET revoked = 1 WHERE auth_user_uuid = ?').run(userUuid);
    })();
  }
}
