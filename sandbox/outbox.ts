import { randomUUID } from 'node:crypto';

/** One message the sandbox "sent": an SMS to a number or an email to an address. */
export interface OutboxMessage {
  id: string;
  at: string;
  channel: 'sms' | 'email';
  /** A mobile number (SMS) or an email address, as the sender was given it. */
  to: string;
  subject: string;
  body: string;
  /** A one-time code the message carries, when it carries one. */
  code?: string;
  /** A link the message carries (password reset, email verification), when it carries one. */
  link?: string;
}

const LIMIT = 500;

/**
 * Where the sandbox delivers SMS and email (recovery, verification, second factor): nothing
 * leaves the machine. Tests read it through GET /__control/outbox?to=…; developers through
 * the sandbox's own page, GET /__dev/outbox (sandbox mode only). In memory, newest last.
 */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  send(message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
    const sent: OutboxMessage = { id: randomUUID(), at: this.now().toISOString(), ...message };
    this.messages.push(sent);
    if (this.messages.length > LIMIT) this.messages.splice(0, this.messages.length - LIMIT);
    return sent;
  }

  /** Messages to one recipient (case-insensitive; spaces in numbers ignored), or all; newest last. */
  list(to?: string): OutboxMessage[] {
    if (!to) return [...this.messages];
    const key = normalise(to);
    return this.messages.filter((m) => normalise(m.to) === key);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

/** A New Zealand number matches in either form: '021 555 0101', '64215550101' and '+64215550101' are one recipient. */
function normalise(to: string): string {
  const key = to.trim().toLowerCase().replace(/[\s-]/g, '');
  return /^\+?64\d{8,11}$/.test(key) ? `0${key.replace(/^\+?64/, '')}` : key;
}
