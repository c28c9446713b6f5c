import type { Db } from './db';
import { uuidFor } from './ids';
import type { OnboardingStore, PlanType } from './onboarding';
import { pukFor } from './sim';

/**
 * The onboarding and porting demo data (docs/onboarding-contract.md §2.4, README). OR IGNORE: each
 * demo SIM works once per fresh database (a kept database keeps what was done with it).
 */

export interface DemoSim {
  what: string;
  simId: string;
  msisdn: string;
  planType: PlanType;
  creditCheck?: 'PASS' | 'FAIL';
  /** The demo account that owns it (adopted, not yet activated). */
  ownerEmail?: string;
  mobileIp?: string;
  token?: { uuid: string; expired: boolean };
}

export const DEMO_SIMS: readonly DemoSim[] = [
  { what: 'prepay SIM ready to activate', simId: '89640500000000016011', msisdn: '64215550901', planType: 'prepay' },
  { what: 'postpay SIM, credit check passes', simId: '89640500000000016029', msisdn: '64215550902', planType: 'postpay', creditCheck: 'PASS' },
  { what: 'postpay SIM, credit check fails', simId: '89640500000000016037', msisdn: '64215550903', planType: 'postpay', creditCheck: 'FAIL' },
  { what: 'SIM already associated with another customer', simId: '89640500000000016045', msisdn: '64215550904', planType: 'prepay', ownerEmail: 'prepay@example.com' },
  { what: 'PAYG SIM', simId: '89640500000000016052', msisdn: '64215550905', planType: 'payg' },
  { what: 'activation link, valid', simId: '89640500000000016060', msisdn: '64215550906', planType: 'prepay', token: { uuid: '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1601', expired: false } },
  { what: 'activation link, expired', simId: '89640500000000016078', msisdn: '64215550907', planType: 'prepay', token: { uuid: '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1602', expired: true } },
  { what: 'a SIM with a data session (adopt by IP)', simId: '89640500000000016086', msisdn: '64215550908', planType: 'prepay', mobileIp: '100.64.16.86' },
];

/** Numbers at other carriers: one that ports, one whose port is rejected. */
export const DEMO_PORTS: readonly { msisdn: string; carrier: string; rejects: boolean }[] = [
  { msisdn: '64275550950', carrier: 'Spark', rejects: false },
  { msisdn: '64215550951', carrier: 'One NZ', rejects: true },
];

const DAY_NANOS = 86_400_000 * 1e6;
const TOKEN_TTL_NANOS = 7 * DAY_NANOS;

export function seedOnboarding(db: Db, onboarding: OnboardingStore, nowNanos: number): void {
  for (const s of DEMO_SIMS) {
    const owner = s.ownerEmail ? uuidFor(`seed:${s.ownerEmail}:customer:0`) : null;
    const ownerExists = owner ? db.prepare('SELECT 1 FROM customers WHERE uuid = ?').get(owner) : true;
    onboarding.insertSim({
      simId: s.simId, imsi: `5300500000${s.simId.slice(-5)}`, puk: pukFor(s.simId), msisdn: s.msisdn, planType: s.planType, creditCheck: s.creditCheck,
      mobileIp: s.mobileIp, owner: ownerExists ? owner : null,
    });
    if (s.token) onboarding.addToken(s.simId, s.token.expired ? nowNanos - DAY_NANOS : nowNanos + TOKEN_TTL_NANOS, s.token.uuid);
  }
  const put = db.prepare('INSERT OR IGNORE INTO porting_registry (msisdn, carrier, rejects) VALUES (?, ?, ?)');
  for (const p of DEMO_PORTS) put.run(p.msisdn, p.carrier, p.rejects ? 1 : 0);
}
