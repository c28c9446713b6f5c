import type { Clock } from '../clock';
import type { CardStore, CardSummary } from './cards';
import type { Db } from './db';
import type { LastPaymentError, NextAction } from './eshop';
import { randomToken } from './ids';

export type SetupStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** The provider's SetupIntent (docs/account-contract.md §2.2): saving a card without paying. */
export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: SetupStatus;
  client_secret: string;
  last_setup_error: LastPaymentError | null;
  next_action: NextAction | null;
  /** pm_… of the saved card once it succeeded. */
  payment_method: string | null;
}

interface Row {
  id: string; client_secret: string; customer_uuid: string; status: SetupStatus; last_error_json: string | null;
  next_action_json: string | null; pending_json: string | null; return_url: string | null; payment_method: string | null; created_at_ms: number;
}

const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

export class SetupIntentStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cards: CardStore,
  ) {}

  create(customerUuid: string): SetupIntent {
    const id = `seti_${randomToken(18)}`;
    this.db
      .prepare(`INSERT INTO setup_intents (id, client_secret, customer_uuid, status, created_at_ms) VALUES (?, ?, ?, 'requires_payment_method', ?)`)
      .run(id, `${id}_secret_${randomToken(18)}`, customerUuid, Math.floor(this.clock.now()));
    return this.get(id) as SetupIntent;
  }

  get(id: string): SetupIntent | undefined {
    const row = this.row(id);
    if (!row) return undefined;
    return {
      id: row.id,
      object: 'setup_intent',
      status: row.status,
      client_secret: row.client_secret,
      last_setup_error: json<LastPaymentError | null>(row.last_error_json, null),
      next_action: json<NextAction | null>(row.next_action_json, null),
      payment_method: row.payment_method,
    };
  }

  /** The card awaiting 3-D Secure, if any. */
  pendingOf(id: string): CardSummary | null {
    return json<CardSummary | null>(this.row(id)?.pending_json ?? null, null);
  }

  /** A card error or failed authentication: ready for another card. */
  failed(id: string, error: LastPaymentError): SetupIntent {
    this.db
      .prepare(`UPDATE setup_intents SET status = 'requires_payment_method', last_error_json = ?, next_action_json = NULL, pending_json = NULL WHERE id = ?`)
      .run(JSON.stringify(error), id);
    return this.get(id) as SetupIntent;
  }

  requiresAction(id: string, action: NextAction, card: CardSummary, returnUrl: string | null): SetupIntent {
    this.db
      .prepare(`UPDATE setup_intents SET status = 'requires_action', last_error_json = NULL, next_action_json = ?, pending_json = ?, return_url = ? WHERE id = ?`)
      .run(JSON.stringify(action), JSON.stringify(card), returnUrl, id);
    return this.get(id) as SetupIntent;
  }

  /** Succeeded: the card is saved for the intent's customer (once per brand, last 4 and expiry). */
  succeeded(id: string, card: CardSummary): SetupIntent {
    const row = this.row(id);
    if (!row) throw new Error('no setup intent');
    this.db.transaction(() => {
      const token = this.cards.save(row.customer_uuid, card, this.clock.now());
      this.db
        .prepare(`UPDATE setup_intents SET status = 'succeeded', last_error_json = NULL, next_action_json = NULL, pending_json = NULL, payment_method = ? WHERE id = ?`)
        .run(token, id);
    })();
    return this.get(id) as SetupIntent;
  }

  private row(id: string): Row | undefined {
    return this.db.prepare('SELECT * FROM setup_intents WHERE id = ?').get(id) as Row | undefined;
  }
}
