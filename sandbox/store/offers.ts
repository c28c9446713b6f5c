/**
 * Offers (account-management.md §2 "offers (your-offers, all-offers)"; docs/front-door-contract.md
 * §3.1): the provider's current offers, each for an audience. Which are the customer's own is the
 * portal's rule (lib/rewards/rules.ts), from the holdings the upstream reports.
 */
export type OfferAudience = 'everyone' | 'prepay' | 'postpay' | 'broadband' | 'no-broadband' | 'no-power';

export interface Offer {
  UUID: string;
  Title: string;
  Description: string;
  Benefit: string;
  Audience: OfferAudience;
  Link: string;
  EndsAtNanos: number;
}

export interface Holdings {
  Prepay: boolean;
  Postpay: boolean;
  Broadband: boolean;
  Power: boolean;
}

type Seed = Omit<Offer, 'UUID' | 'EndsAtNanos'> & { slug: string; days: number };

export const OFFER_SEEDS: readonly Seed[] = [
  { slug: 'power-bundle', Audience: 'no-power', Title: 'Power and broadband together', Benefit: '$10 off every month',
    Description: 'Bring your power to us and take $10 off your broadband bill every month, for as long as you have both.', Link: '/profile/power', days: 60 },
  { slug: 'fibre-for-mobile', Audience: 'no-broadband', Title: 'Fibre for mobile customers', Benefit: 'First month free',
    Description: 'Add home fibre to your mobile and your first month of broadband is on us. No fixed term.', Link: '/broadband', days: 45 },
  { slug: 'go-postpay', Audience: 'prepay', Title: 'Move to a monthly plan', Benefit: 'Half price for 3 months',
    Description: 'Switch your prepay number to an endless-data monthly plan and pay half price for the first three months.', Link: '/plans', days: 30 },
  { slug: 'second-line', Audience: 'postpay', Title: 'Add a line for the family', Benefit: '$15 off each extra line',
    Description: 'Each extra number on your account is $15 a month cheaper while it shares your bill.', Link: '/plans', days: 90 },
  { slug: 'mesh-wifi', Audience: 'broadband', Title: 'Wi-Fi in every room', Benefit: 'Mesh booster half price',
    Description: 'A mesh Wi-Fi booster for your fibre at half price, couriered free.', Link: '/profile/broadband', days: 30 },
  { slug: 'travel', Audience: 'everyone', Title: 'Summer travel', Benefit: '20% off travel packs',
    Description: 'Twenty per cent off every roaming pack bought before the end of January.', Link: '/plans', days: 64 },
  { slug: 'double-points', Audience: 'everyone', Title: 'Double points weekend', Benefit: 'Twice the reward points',
    Description: 'Top up or pay your bill this weekend and earn double reward points to spend on bonuses.', Link: '/profile/bonuses', days: 7 },
];
