import type { SeedCategory } from './help-types';

/** Plans, add-ons, data. */
export const PLANS: SeedCategory = {
  id: 4401003,
  name: 'Plans and add-ons',
  description: 'How our plans work, and extras for data, calls and texts.',
  icon: 'plans',
  sections: [
    {
      id: 4402031,
      name: 'Prepay and pay as you go',
      description: 'Plans without a contract.',
      articles: [
        {
          id: 4403301,
          title: 'How prepay plans work',
          description: 'Plans renew every 30 days from your credit or your card.',
          labels: ['prepay', 'plans', 'renewal'],
          ageDays: 20,
          body: `
<p>A prepay plan, such as the <strong>$30 Prepay Value Pack</strong>, gives you data, minutes and texts for <strong>30 days</strong>. There is no contract: you can change or stop your plan at any time.</p>
<h2>Renewing your plan</h2>
<p>Plans that can renew show a <em>renewable period</em>. With auto-renew on, your plan renews on its expiry date:</p>
<ol>
  <li>from your prepay credit, if you have enough; otherwise</li>
  <li>from your default card.</li>
</ol>
<p>If neither works, your plan ends and you pay casual rates until you buy a new one. We text you two days before a renewal, and if a renewal fails.</p>
<h2>What is included</h2>
<ul>
  <li><strong>Data</strong> at full speed, for use in New Zealand.</li>
  <li><strong>Minutes</strong> to New Zealand and Australian numbers.</li>
  <li><strong>Texts</strong> to New Zealand and Australian numbers.</li>
</ul>
<p>Calls to 0900 numbers, premium texts and overseas use are not included and come out of your credit.</p>
<h2>Running out</h2>
<p>When your data runs out we text you. You can <a href="/help/category/4401003/4402032/4403311">buy a data boost</a> or wait for your plan to renew. We never charge casual data rates without asking first.</p>
`,
        },
        {
          id: 4403302,
          title: 'Pay as you go casual rates',
          description: 'No plan? You pay only for what you use, from your credit.',
          labels: ['payg', 'rates'],
          ageDays: 140,
          body: `
<p>With <strong>Pay As You Go Casual Rates</strong> you have no plan: calls, texts and data come straight out of your prepay credit.</p>
<table>
  <thead><tr><th scope="col">Use</th><th scope="col">Rate</th></tr></thead>
  <tbody>
    <tr><td>Calls to NZ mobiles and landlines</td><td>49c per minute</td></tr>
    <tr><td>Texts to NZ numbers</td><td>20c per text</td></tr>
    <tr><td>Data</td><td>10c per MB, capped at $5 a day</td></tr>
  </tbody>
</table>
<p>Casual rates suit phones that are mostly used for emergencies or the odd text. If you use more than a few dollars a week, a plan is better value.</p>
`,
        },
        {
          id: 4403303,
          title: 'Change your plan',
          description: 'Switch plans at any time; the change applies straight away.',
          labels: ['plans', 'plan-change'],
          ageDays: 36,
          body: `
<p>Sign in, open <strong>Plans</strong> and choose the plan you want. The change applies <strong>straight away</strong>: your new plan starts today and runs for its full period.</p>
<p>Any allowance left on your old plan ends when the new plan starts, so if you have lots of data left you may prefer to change closer to your renewal date.</p>
`,
        },
      ],
    },
    {
      id: 4402032,
      name: 'Add-ons and data',
      description: 'Top up your plan with extra data, minutes and more.',
      articles: [
        {
          id: 4403311,
          title: 'Buy a data boost or other add-on',
          description: 'Extra data, international minutes and more, on top of your plan.',
          labels: ['add-ons', 'data'],
          ageDays: 10,
          body: `
<p>Add-ons give you more of something on top of your plan. Popular ones:</p>
<ul>
  <li><strong>2GB Data Boost</strong>: $10, lasts 7 days.</li>
  <li><strong>100 International Minutes</strong>: $15, lasts 30 days, to landlines and mobiles in popular destinations.</li>
</ul>
<p>To buy one, sign in, open <strong>Add-ons</strong> and choose <strong>Buy</strong>. You can pay from credit or card. You need an active plan before you can buy an add-on.</p>
<p>Add-ons are used before your plan's allowance, and they do not renew unless you turn on auto-renew for them.</p>
`,
        },
        {
          id: 4403312,
          title: 'Does unused data roll over?',
          description: 'On eligible prepay plans, unused data carries over for one period.',
          labels: ['data', 'rollover', 'prepay'],
          ageDays: 64,
          body: `
<p>On eligible prepay plans, data you do not use rolls over to your next plan period when your plan <strong>renews on time</strong>. Rollover data is used first and lasts for one period only.</p>
<p>Rollover does not apply to data boosts, to pay as you go, or if your plan lapses before it renews. Your dashboard shows whether your plan includes rollover.</p>
`,
        },
        {
          id: 4403313,
          title: 'Use your phone as a hotspot',
          description: 'Share your plan data with a laptop or tablet.',
          labels: ['data', 'hotspot', 'tethering'],
          ageDays: 88,
          body: `
<p>Hotspot (tethering) lets your laptop or tablet use your phone's mobile data. It is included on all our plans and uses your plan data at the same rate.</p>
<ul>
  <li><strong>iPhone:</strong> Settings &gt; Personal Hotspot &gt; Allow Others to Join.</li>
  <li><strong>Android:</strong> Settings &gt; Network &amp; internet &gt; Hotspot &amp; tethering.</li>
</ul>
<p>Laptops use much more data than phones, often 1 GB or more an hour for video calls. Keep an eye on your usage on your dashboard.</p>
`,
        },
        {
          id: 4403314,
          title: 'Unlimited data weekend pass',
          description: 'Unlimited data from Friday 6pm to Sunday midnight.',
          labels: ['add-ons', 'data'],
          ageDays: 1,
          draft: true,
          body: `
<p>DRAFT – pricing to be confirmed by product team. Do not publish before launch.</p>
<p>Get unlimited data all weekend for just $7…</p>
`,
        },
      ],
    },
  ],
};
