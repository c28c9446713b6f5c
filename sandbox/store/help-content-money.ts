import type { SeedCategory } from './help-types';

/** Top-ups, cards and postpay bills. */
export const MONEY: SeedCategory = {
  id: 4401002,
  name: 'Top-ups, payments and bills',
  description: 'Top up prepay credit, manage your cards and pay your bill.',
  icon: 'wallet',
  sections: [
    {
      id: 4402021,
      name: 'Topping up',
      description: 'Add credit to a prepay number.',
      articles: [
        {
          id: 4403201,
          title: 'Ways to top up your prepay credit',
          description: 'Top up with a card in your account, automatically, or with a voucher.',
          labels: ['top-up', 'prepay'],
          ageDays: 15,
          body: `
<p>Prepay credit pays for anything outside your plan, and for plans and add-ons if you choose to pay with credit. You can top up any amount from $10 to $200.</p>
<ul>
  <li><strong>In your account:</strong> sign in, choose <strong>Top up</strong>, pick an amount and pay with a saved card or a new one.</li>
  <li><strong>Automatically:</strong> set up an <a href="/help/category/4401002/4402021/4403202">automatic top-up</a> so you never run out.</li>
  <li><strong>With a voucher:</strong> buy a Tūī top-up voucher at a supermarket or dairy and <a href="/help/category/4401002/4402021/4403203">redeem it</a>.</li>
</ul>
<p>Credit shows on your dashboard straight away. If it has not appeared after a few minutes, refresh the page: payments are sometimes confirmed by your bank a little later.</p>
`,
        },
        {
          id: 4403202,
          title: 'Set up automatic top-ups',
          description: 'Top up the same amount every few days, charged to your default card.',
          labels: ['top-up', 'auto-top-up', 'prepay'],
          ageDays: 41,
          body: `
<p>Automatic top-ups add the same amount of credit on a schedule you choose, charged to your <strong>default card</strong>.</p>
<ol>
  <li>Sign in and open <strong>Top up</strong>.</li>
  <li>Turn on <strong>Automatic top-up</strong>.</li>
  <li>Choose the amount and how often, for example $20 every 28 days.</li>
  <li>Save. The first top-up happens on the day you choose.</li>
</ol>
<p>If a payment fails, for example because your card has expired, we try again the next day and email you. After three failed attempts automatic top-ups are paused until you update your card.</p>
<p>To stop, turn <strong>Automatic top-up</strong> off. Credit you have already topped up stays on your number.</p>
`,
        },
        {
          id: 4403203,
          title: 'Redeem a top-up voucher',
          description: 'Enter the 12 digit code from your voucher in your account.',
          labels: ['voucher', 'top-up'],
          ageDays: 95,
          body: `
<p>Scratch the panel on the back of your voucher to show the <strong>12 digit code</strong>.</p>
<ol>
  <li>Sign in and choose <strong>Redeem voucher</strong>.</li>
  <li>Choose the number to top up and enter the code.</li>
</ol>
<p>Each code can be used once. If we say a code is invalid, check for mix-ups between 0 and 8 or 1 and 7, and keep your receipt: the shop can check the voucher was activated at the till.</p>
`,
        },
        {
          id: 4403204,
          title: 'When does my prepay credit expire?',
          description: 'Credit lasts 12 months from your last top-up.',
          labels: ['prepay', 'credit', 'expiry'],
          ageDays: 120,
          body: `
<p>Your prepay credit lasts <strong>12 months</strong> from the date of your last top-up. Every top-up, of any amount, resets the 12 months for all the credit on your number.</p>
<p>Your dashboard shows your balance and when it expires. Plans and add-ons have their own expiry dates, shown next to each one.</p>
<p>If your number has no credit, no active plan and no top-up for 12 months, it may be disconnected and the number reused.</p>
`,
        },
      ],
    },
    {
      id: 4402022,
      name: 'Cards and payments',
      description: 'Saved cards and payment problems.',
      articles: [
        {
          id: 4403211,
          title: 'Add, change or remove a saved card',
          description: 'Keep a card on file for top-ups, plans and bills.',
          labels: ['cards', 'payments'],
          ageDays: 27,
          body: `
<p>You can save Visa and Mastercard credit and debit cards to your account. Your card details are held by our payment provider, never by us: we only see the card type, the last four digits and the expiry date.</p>
<h2>Add a card</h2>
<ol>
  <li>Sign in and open <strong>Payment methods</strong>.</li>
  <li>Choose <strong>Add card</strong> and enter the details. Your bank may ask you to confirm in its app or by text.</li>
</ol>
<h2>Choose your default card</h2>
<p>Your <strong>default card</strong> pays for automatic top-ups, plans that renew and postpay bills. Choose <strong>Make default</strong> next to any saved card.</p>
<h2>Remove a card</h2>
<p>Choose <strong>Remove</strong> next to the card. You cannot remove your only card while a plan is set to renew with it: add another card first, or turn off auto-renew.</p>
`,
        },
        {
          id: 4403212,
          title: 'Why was my card payment declined?',
          description: 'The most common reasons, and how to fix them.',
          labels: ['payments', 'troubleshooting', 'cards'],
          ageDays: 6,
          body: `
<p>A declined payment almost always comes from the bank that issued your card. We are not told the exact reason, but these are the usual ones:</p>
<ul>
  <li><strong>The card has expired</strong>, or the expiry date or security code was mistyped.</li>
  <li><strong>Not enough funds</strong> or the card's limit has been reached.</li>
  <li><strong>The bank's security check was not completed.</strong> Many banks ask you to approve online payments in their app. If you closed the window or took too long, the payment is declined.</li>
  <li><strong>Online or overseas payments are turned off</strong> for the card. Some debit cards need this turned on in your banking app.</li>
</ul>
<p>If you are sure the details are right, call the number on the back of your card. If money left your account but the top-up or plan did not appear, wait 15 minutes and refresh: the bank may still be confirming. Declined payments are never charged; a pending amount drops off within a few working days.</p>
`,
        },
      ],
    },
    {
      id: 4402023,
      name: 'Postpay bills',
      description: 'Monthly plans paid on account.',
      articles: [
        {
          id: 4403221,
          title: 'Understanding your monthly bill',
          description: 'What each part of your postpay bill means.',
          labels: ['postpay', 'billing', 'invoice'],
          ageDays: 52,
          body: `
<p>Your postpay bill covers one month. It has three parts:</p>
<ol>
  <li><strong>Plan charges</strong>, charged a month in advance. For example, the $55 Postpay Essentials Plan appears at the start of each billing month.</li>
  <li><strong>Add-ons</strong> you bought during the month, such as 100 International Minutes.</li>
  <li><strong>Usage charges</strong> for anything outside your plan, charged in arrears: calls to overseas numbers, roaming, premium texts.</li>
</ol>
<p>If your plan changed during the month you will see part-month credits and charges for the old and new plan. All prices include GST.</p>
`,
        },
        {
          id: 4403222,
          title: 'Pay your bill',
          description: 'Pay in full or part, with a saved card or a new one.',
          labels: ['postpay', 'billing', 'payments'],
          ageDays: 70,
          body: `
<p>Sign in and choose <strong>Pay bill</strong>. You can pay the full balance or a custom amount, with a saved card or a new one.</p>
<p>To pay automatically each month, make sure your default card is up to date: we charge it on the due date shown on your bill.</p>
<p>If you cannot pay on time, chat with us before the due date. We can usually arrange a payment plan, and it avoids your service being restricted.</p>
`,
        },
      ],
    },
  ],
};
