import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { isBroadbandProduct } from '@/lib/customer/rules';
import { isProductionStage } from '@/lib/flags';
import { navigation, parseScreenTabs, screenById, screenGate, type NavGroup, type ScreenContext } from '@/lib/profile/rules';
import type { ProfileScreen } from '@/lib/profile/screens';
import { requireCardless, requireProfile, type ProfileData } from './require-profile';

export type ScreenData = ProfileData & { screen: ProfileScreen; nav: NavGroup[] };

/** What the profile map's gates read for this customer: flags, the current product, the products held, the allowed tabs, the stage. */
export function screenContext(data: ProfileData): ScreenContext {
  return {
    flags: data.flags,
    product: data.account.current ?? null,
    service: data.account.broadband.find((h) => h.current) ?? null,
    holds: {
      mobile: data.account.products.some((p) => !isBroadbandProduct(p.productType)),
      fwa: data.broadband.FWA,
      ufb: data.broadband.UFB,
    },
    allowedTabs: parseScreenTabs(data.flags.allowedTabs),
    production: isProductionStage(process.env),
  };
}

/**
 * Every profile page starts here: the guard chain (requireProfile; the light one, requireCardless,
 * for a screen whose row says `guard: 'cardless'`), then the screen's own gate
 * from the profile map (lib/profile): not built or a flag off → not-found; a tab the allowed-tabs
 * list blocks → the first allowed tab; a prepay-, postpay- or activated-only screen that does not
 * fit the current product → the profile home. Returns the account and the navigation.
 */
export async function requireScreen(id: string): Promise<ScreenData> {
  const screen = screenById(id);
  if (!screen) notFound();
  const data = await (screen.guard === 'cardless' ? requireCardless() : requireProfile());
  const ctx = screenContext(data);
  const verdict = screenGate(screen, ctx);
  if (verdict === 'not-found') notFound();
  if (verdict !== 'ok') redirect(verdict.redirect);
  return { ...data, screen, nav: navigation(ctx) };
}
