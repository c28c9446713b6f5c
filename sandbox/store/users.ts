import type { Db } from './db';
import type { AuthUser, IdentityToken, Role } from './types';

interface AuthUserRow {
  uuid: string;
  login: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  mobile: string;
  email_verified: number;
  identity_provider: string;
  not_before: number;
}

interface IdentityTokenRow {
  uuid: string;
  token_hash: string;
  auth_user_uuid: string;
  extra_data1: string;
  created_at: number;
  expires_at: number;
  revoked: number;
}

const toUser = (r: AuthUserRow): AuthUser => ({
  uuid: r.uuid,
  login: r.login,
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  mobile: r.mobile,
  emailVerified: r.email_verified === 1,
  identityProvider: r.identity_provider,
  notBefore: r.not_before,
});

const toIdentity = (r: IdentityTokenRow): IdentityToken => ({
  uuid: r.uuid,
  tokenHash: r.token_hash,
  authUserUuid: r.auth_user_uuid,
  extraData1: r.extra_data1,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revoked: r.revoked === 1,
});

/** Auth users, their roles and their refresh identities. */
export class UserStore {
  constructor(private readonly db: Db) {}

  byLogin(login: string): AuthUser | undefined {
    // `login` is COLLATE NOCASE, so this is the case-insensitive email match.
    const row = this.db.prepare('SELECT * FROM auth_users WHERE login = ?').get(login.trim());
    return row ? toUser(row as AuthUserRow) : undefined;
  }

  /** Local users whose mobile number is this one (spaces, dashes and a +64 / 0 prefix ignored). */
  byMobile(mobile: string): AuthUser[] {
    const digits = mobile.replace(/[^\d]/g, '').replace(/^64/, '').replace(/^0/, '');
    if (digits.length < 6) return [];
    const rows = this.db.prepare("SELECT * FROM auth_users WHERE identity_provider = 'LOCAL' AND ltrim(replace(replace(mobile, ' ', ''), '-', ''), '0') = ?").all(digits);
    return (rows as AuthUserRow[]).map(toUser);
  }

  byUuid(uuid: string): AuthUser | undefined {
    const row = this.db.prepare('SELECT * FROM auth_users WHERE uuid = ?').get(uuid);
    return row ? toUser(row as AuthUserRow) : undefined;
  }

  roles(authUserUuid: string): Role[] {
    const rows = this.db
      .prepare(
        'SELECT customer_uuid, role FROM auth_roles WHERE auth_user_uuid = ? ORDER BY position, customer_uuid',
      )
      .all(authUserUuid) as { customer_uuid: string; role: string }[];
    return rows.map((r) => ({ CustomerUUID: r.customer_uuid, Role: r.role }));
  }

  /** New password; tokens and identities issued before `notBefore` stop working. */
  changePassword(uuid: string, passwordHash: string, notBefore: number): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE auth_users SET password_hash = ?, not_before = ? WHERE uuid = ?')
        .run(passwordHash, notBefore, uuid);
      this.db.prepare('UPDATE identity_tokens SET revoked = 1 WHERE auth_user_uuid = ?').run(uuid);
    })();
  }

  addIdentity(token: IdentityToken): void {
    this.db
      .prepare(
        `INSERT INTO identity_tokens (uuid, token_hash, auth_user_uuid, extra_data1, created_at, expires_at, revoked)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        token.uuid,
        token.tokenHash,
        token.authUserUuid,
        token.extraData1,
        token.createdAt,
        token.expiresAt,
        token.revoked ? 1 : 0,
      );
  }

  identity(uuid: string): IdentityToken | undefined {
    const row = this.db.prepare('SELECT * FROM identity_tokens WHERE uuid = ?').get(uuid);
    return row ? toIdentity(row as IdentityTokenRow) : undefined;
  }
}
