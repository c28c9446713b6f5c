import { BPS_PER_GBPS, BPS_PER_KBPS, BPS_PER_MBPS } from '@/lib/flags/constants';
import type { CharacteristicValue } from './wire';

/**
 * Reading characteristic values, which arrive as JSON strings, numbers or booleans. Pure.
 */

/** A number, or a string holding only a number; anything else is absent. */
export function numberOf(v: CharacteristicValue | undefined): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

/** Flags such as AllowAutoRenew or IsBasePlan: true, 1, 'true' or '1'. */
export function flagOf(v: CharacteristicValue | undefined): boolean {
  return v === true || v === 1 || (typeof v === 'string' && ['true', '1'].includes(v.trim().toLowerCase()));
}

export function textOf(v: CharacteristicValue | undefined): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  return undefined;
}

/** Ours: enough for 1.25Mbps, and a whole speed shows no decimals. */
const SPEED_DECIMALS = 2;
const PREFIX: Record<string, number> = { K: BPS_PER_KBPS, M: BPS_PER_MBPS, G: BPS_PER_GBPS };

/**
 * A speed in bits per second. The contract sends '10M', '1.2M', '512K' (an SI prefix; "bps" is
 * appended when shown) and also accepts '10Mbps'; a bare number is kbit/s, the unit of the
 * network's policy server. Zero, booleans and words are "no limit".
 */
export function speedBps(v: CharacteristicValue | undefined): number | undefined {
  const n = numberOf(v);
  if (n !== undefined) return n > 0 ? n * BPS_PER_KBPS : undefined;
  if (typeof v !== 'string') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmg])?\s*(?:bps|bit\/s|b\/s)?\s*$/i.exec(v);
  if (!m?.[1]) return undefined;
  const bps = Number(m[1]) * (m[2] ? (PREFIX[m[2].toUpperCase()] ?? 1) : 1);
  return bps > 0 ? bps : undefined;
}

/** 1200000 → '1.2Mbps', 10000000 → '10Mbps', 512000 → '512Kbps' ("bps appended"). */
export function speedLabel(bps: number): string {
  const [prefix, step] = bps >= BPS_PER_GBPS ? ['G', BPS_PER_GBPS] : bps >= BPS_PER_MBPS ? ['M', BPS_PER_MBPS] : bps >= BPS_PER_KBPS ? ['K', BPS_PER_KBPS] : ['', 1];
  return `${Number((bps / step).toFixed(SPEED_DECIMALS))}${prefix}bps`;
}
