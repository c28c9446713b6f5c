/**
 * The bonus catalogue (account-management.md §3 "Bonus (mock data)": "The mocked total is 450 and
 * item costs run from 50 to 550"). Every customer sees the same thirteen items under its own uuids.
 */
export type BonusCategory = 'your-rewards' | 'other-gifts';
export type BonusGroup = 'internet' | 'mobile-services' | 'entertainment' | 'shopping' | 'gifts';

export interface BonusItem {
  slug: string;
  category: BonusCategory;
  group: BonusGroup;
  title: string;
  description: string;
  cost: number;
  value: string;
  validity: string;
  full_description: string;
  /** What the customer holds once it is redeemed: on the account (data, minutes) or a voucher code. */
  kind: 'account' | 'voucher';
}

/** "The mocked total is 450" */
export const STARTING_POINTS = 450;

export const BONUS_CATALOGUE: readonly BonusItem[] = [
  { slug: 'data-1gb', category: 'your-rewards', group: 'internet', title: '1 GB data boost', description: 'An extra gigabyte on your mobile, added straight away.', cost: 50, value: '1 GB', validity: '7 days', kind: 'account',
    full_description: 'One gigabyte of mobile data added to your current number as soon as you redeem. It is used before your plan data and expires 7 days after it is added. It cannot be carried over or shared.' },
  { slug: 'data-5gb', category: 'your-rewards', group: 'internet', title: '5 GB data pack', description: 'Five gigabytes for a month of extra browsing.', cost: 150, value: '5 GB', validity: '30 days', kind: 'account',
    full_description: 'Five gigabytes of mobile data for your current number, valid for 30 days from the day you redeem. Use it at home in New Zealand; roaming data is not included.' },
  { slug: 'intl-100', category: 'your-rewards', group: 'mobile-services', title: '100 international minutes', description: 'Call family overseas: 100 minutes to 30 countries.', cost: 100, value: '100 minutes', validity: '30 days', kind: 'account',
    full_description: '100 minutes of calls from New Zealand to landlines and mobiles in Australia, the Pacific Islands, the United Kingdom, the United States, China, India and 24 more countries. Valid for 30 days.' },
  { slug: 'weekend-calls', category: 'your-rewards', group: 'mobile-services', title: 'Unlimited weekend calls', description: 'Talk as long as you like on Saturday and Sunday.', cost: 200, value: 'Unlimited NZ calls', validity: '4 weekends', kind: 'account',
    full_description: 'Unlimited calls to New Zealand mobiles and landlines every Saturday and Sunday for the next four weekends. Fair use applies: no more than 2,000 minutes a weekend.' },
  { slug: 'streaming-month', category: 'your-rewards', group: 'entertainment', title: 'Streaming pass, one month', description: 'A month of films and series on us.', cost: 300, value: '$19.99', validity: '60 days to activate', kind: 'voucher',
    full_description: 'A code for one month of a standard streaming subscription. Enter it on the streaming service within 60 days; the month starts when you do. Your subscription does not renew on our account.' },
  { slug: 'supermarket-20', category: 'your-rewards', group: 'shopping', title: '$20 supermarket voucher', description: 'Twenty dollars off your groceries.', cost: 400, value: '$20', validity: '90 days', kind: 'voucher',
    full_description: 'A $20 e-voucher accepted at participating supermarkets nationwide, in store and online. Show the code at the checkout. One voucher per shop; no change is given.' },
  { slug: 'gift-2gb', category: 'your-rewards', group: 'gifts', title: 'Gift 2 GB to a friend', description: 'Share two gigabytes with anyone on our network.', cost: 120, value: '2 GB', validity: '14 days', kind: 'voucher',
    full_description: 'A code worth 2 GB of data that anyone with a mobile on our network can redeem under Redeem voucher. The data lasts 14 days from the day your friend redeems it.' },
  { slug: 'esim-swap', category: 'other-gifts', group: 'mobile-services', title: 'Free eSIM swap', description: 'Move your number to an eSIM at no charge.', cost: 60, value: '$10', validity: '6 months', kind: 'account',
    full_description: 'Your next SIM swap to an eSIM (or a physical SIM) is free. The credit waits on your account for six months and is used by the first swap.' },
  { slug: 'coffee', category: 'other-gifts', group: 'gifts', title: 'Coffee on us', description: 'A regular coffee at a participating café.', cost: 80, value: '$6', validity: '30 days', kind: 'voucher',
    full_description: 'A code for one regular hot drink at participating cafés. Show the code before you pay. Valid for 30 days.' },
  { slug: 'charity-25', category: 'other-gifts', group: 'gifts', title: "Donate $25 to a children's charity", description: 'Turn your points into lunches for kids.', cost: 250, value: '$25 donation', validity: 'Given at once', kind: 'voucher',
    full_description: "We give $25 to a New Zealand children's charity that provides school lunches and raincoats. Your code is your receipt; no tax credit is available for points donations." },
  { slug: 'modem-upgrade', category: 'other-gifts', group: 'internet', title: 'Fibre modem upgrade', description: 'A Wi-Fi 6 modem for your fibre connection.', cost: 450, value: '$199', validity: '90 days', kind: 'voucher',
    full_description: 'Swap your fibre modem for a Wi-Fi 6 model. Quote the code when you call or chat with us within 90 days, and we courier it to your fibre address.' },
  { slug: 'hardware-50', category: 'other-gifts', group: 'shopping', title: '$50 hardware store voucher', description: 'Fifty dollars for your next project.', cost: 500, value: '$50', validity: '12 months', kind: 'voucher',
    full_description: 'A $50 e-voucher for a national hardware chain, in store or online. Valid for 12 months; it can be used over several shops.' },
  { slug: 'movie-tickets', category: 'other-gifts', group: 'entertainment', title: 'Two movie tickets', description: 'A night at the movies for two.', cost: 550, value: '$36', validity: '6 months', kind: 'voucher',
    full_description: 'Two standard adult tickets at participating cinemas. Book online with the code; premium seats and 3D cost extra. Valid for 6 months.' },
];
