import type { Clock } from '../clock';
import type { Db } from './db';
import { BONUS_CATALOGUE, STARTING_POINTS, type BonusItem } from './bonuses-seed';
import { randomUUID, uuidFor } from './ids';

/** A bonus as the upstream answers it: the spec's own field names (§3 "Bonus (mock data)"). */
export interface Bonus {
  uuid: string;
  category: BonusItem['category'];
  group: BonusItem['group'];
  title: string;
  description: string;
  cost: number;
  value: string;
  validity: string;
  full_description: string;
}

export interface Redemption {
  UUID: string;
  BonusUUID: string;
  Title: string;
  Group: BonusItem['group'];
  Cost: number;
  Value: string;
  Code: string;
  OnAccount: boolean;
  RedeemedAtNanos: number;
  ExpiresAtNanos: number;
}

type Row = { uuid: string; customer_uuid: string; bonus_uuid: string; slug: string; cost: number; code: string; redeemed_at_nanos: number; expires_at_nanos: number };

const DAY_NANOS = 86_400_000_000_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** How long a redeemed reward lasts, read from its validity ('7 days', '6 months', '12 months'); 90 days otherwise. */
function validDays(validity: string): number {
  const m = /(\d+)\s*(day|week|weekend|month)/i.exec(validity);
  if (!m) return 90;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  return unit === 'day' ? n : unit.startsWith('week') ? n * 7 : n * 30;
}

function voucherCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_LETTERS.charAt(Math.floor(Math.random() * CODE_LETTERS.length))).join('');
  return `RW-${pick()}-${pick()}`;
}

/**
 * Points and bonuses per customer (docs/front-door-contract.md §3.1). The catalogue is fixed; only
 * redemptions are stored, in a table this store creates itself (a reset clears it through the
 * customers' cascade).
 */
export class BonusStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS bonus_redemptions (
      uuid TEXT PRIMARY KEY,
      customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
      bonus_uuid TEXT NOT NULL,
      slug TEXT NOT NULL,
      cost INTEGER NOT NULL,
      code TEXT NOT NULL,
      redeemed_at_nanos INTEGER NOT NULL,
      expires_at_nanos INTEGER NOT NULL,
      UNIQUE (customer_uuid, bonus_uuid)
    )`);
  }

  /** A customer's own uuid for a catalogue item: another customer's uuid is not found. */
  static uuidOf(customerUuid: string, slug: string): string {
    return uuidFor(`bonus:${customerUuid}:${slug}`);
  }

  private rows(customerUuid: string): Row[] {
    return this.db.prepare('SELECT * FROM bonus_redemptions WHERE customer_uuid = ? ORDER BY redeemed_at_nanos DESC, uuid').all(customerUuid) as Row[];
  }

  total(customerUuid: string): number {
    const spent = this.db.prepare('SELECT COALESCE(SUM(cost), 0) AS spent FROM bonus_redemptions WHERE customer_uuid = ?').get(customerUuid) as { spent: number };
    return STARTING_POINTS - spent.spent;
  }

  private item(customerUuid: string, bonusUuid: string): BonusItem | undefined {
    return BONUS_CATALOGUE.find((b) => BonusStore.uuidOf(customerUuid, b.slug) === bonusUuid);
  }

  private view(customerUuid: string, b: BonusItem): Bonus {
    return {
      uuid: BonusStore.uuidOf(customerUuid, b.slug), category: b.category, group: b.group, title: b.title, description: b.description,
      cost: b.cost, value: b.value, validity: b.validity, full_description: b.full_description,
    };
  }

  private redemption(r: Row): Redemption {
    const b = BONUS_CATALOGUE.find((x) => x.slug === r.slug);
    return {
      UUID: r.uuid, BonusUUID: r.bonus_uuid, Title: b?.title ?? '', Group: b?.group ?? 'gifts', Cost: r.cost, Value: b?.value ?? '',
      Code: r.code, OnAccount: b?.kind === 'account', RedeemedAtNanos: r.redeemed_at_nanos, ExpiresAtNanos: r.expires_at_nanos,
    };
  }

  /** The bonuses still to redeem, what was redeemed, and the points left. */
  list(customerUuid: string): { Total: number; Bonuses: Bonus[]; Redeemed: Redemption[] } {
    const rows = this.rows(customerUuid);
    const done = new Set(rows.map((r) => r.slug));
    return {
      Total: this.total(customerUuid),
      Bonuses: BONUS_CATALOGUE.filter((b) => !done.has(b.slug)).map((b) => this.view(customerUuid, b)),
      Redeemed: rows.map((r) => this.redemption(r)),
    };
  }

  one(customerUuid: string, bonusUuid: string): { Total: number; Bonus: Bonus; Redeemed: Redemption | null } | undefined {
    const b = this.item(customerUuid, bonusUuid);
    if (!b) return undefined;
    const row = this.rows(customerUuid).find((r) => r.slug === b.slug);
    return { Total: this.total(customerUuid), Bonus: this.view(customerUuid, b), Redeemed: row ? this.redemption(row) : null };
  }

  /** Spends the points: 'short' when the total does not cover the cost, 'redeemed' when it was already. */
  redeem(customerUuid: string, bonusUuid: string): { Total: number; Redemption: Redemption } | 'unknown' | 'redeemed' | { short: { Total: number; Cost: number } } {
    const b = this.item(customerUuid, bonusUuid);
    if (!b) return 'unknown';
    return this.db.transaction(() => {
      if (this.rows(customerUuid).some((r) => r.slug === b.slug)) return 'redeemed' as const;
      const total = this.total(customerUuid);
      if (b.cost > total) return { short: { Total: total, Cost: b.cost } };
      const at = this.clock.nowNanos();
      const row: Row = {
        uuid: randomUUID(), customer_uuid: customerUuid, bonus_uuid: bonusUuid, slug: b.slug, cost: b.cost,
        code: voucherCode(), redeemed_at_nanos: at, expires_at_nanos: at + validDays(b.validity) * DAY_NANOS,
      };
      this.db.prepare(`INSERT INTO bonus_redemptions (uuid, customer_uuid, bonus_uuid, slug, cost, code, redeemed_at_nanos, expires_at_nanos)
        VALUES (@uuid, @customer_uuid, @bonus_uuid, @slug, @cost, @code, @redeemed_at_nanos, @expires_at_nanos)`).run(row);
      return { Total: this.total(customerUuid), Redemption: this.redemption(row) };
    })();
  }
}
