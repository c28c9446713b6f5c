/** Our camel-case shapes of rewards (docs/front-door-contract.md §3.2); pages never see upstream field names. */
export type BonusCategory = 'your-rewards' | 'other-gifts';
export type BonusGroup = 'internet' | 'mobile-services' | 'entertainment' | 'shopping' | 'gifts';

export type Bonus = {
  uuid: string;
  category: BonusCategory;
  group: BonusGroup;
  title: string;
  description: string;
  costPoints: number;
  value: string;
  validity: string;
  fullDescription: string;
};

export type ShownBonus = Bonus & { affordable: boolean; shortPoints: number };

export type BonusSection = { category: BonusCategory; groups: Array<{ group: BonusGroup; bonuses: ShownBonus[] }> };

export type Redemption = {
  uuid: string;
  bonusUuid: string;
  title: string;
  group: BonusGroup;
  costPoints: number;
  value: string;
  code: string;
  onAccount: boolean;
  redeemedAt: string;
  expiresAt: string;
};

export type BonusList = { total: number; sections: BonusSection[]; redeemed: Redemption[] };
export type BonusDetail = { total: number; bonus: ShownBonus; redeemed: Redemption | null };
export type Redeemed = { total: number; redemption: Redemption };

export type OfferAudience = 'everyone' | 'prepay' | 'postpay' | 'broadband' | 'no-broadband' | 'no-power';
export type Holdings = { prepay: boolean; postpay: boolean; broadband: boolean; power: boolean };
export type Offer = { uuid: string; title: string; description: string; benefit: string; audience: OfferAudience; link: string; endsAt: string; forYou: boolean };
export type Offers = { yourOffers: Offer[]; allOffers: Offer[] };

export type PowerPlan = { code: string; name: string; kind: 'anytime' | 'day-night'; dailyChargeCents: number; unitRateTenthCents: number; nightRateTenthCents: number | null; monthlyEstimateCents: number };
export type PowerRegion = { code: string; name: string; network: string; plans: PowerPlan[] };
export type PowerRegistration = { uuid: string; icp: string; address: string; regionCode: string; planCode: string; movingIn: boolean; state: 'received'; createdAt: string };
export type PowerView = {
  eligible: boolean;
  broadbandAddress: string | null;
  bundleDiscountCents: number;
  regions: PowerRegion[];
  registration: PowerRegistration | null;
};
