import type { SeedCategory } from './help-types';

/** Roaming overseas and calling overseas numbers from home. */
export const TRAVEL: SeedCategory = {
  id: 4401004,
  name: 'Roaming and international',
  description: 'Use your phone overseas, and call friends and whānau abroad.',
  icon: 'globe',
  sections: [
    {
      id: 4402041,
      name: 'Roaming overseas',
      description: 'Taking your Tūī number with you.',
      articles: [
        {
          id: 4403401,
          title: 'Before you travel: turn on roaming',
          description: 'Roaming is off by default. Turn it on before you leave New Zealand.',
          labels: ['roaming', 'travel'],
          ageDays: 14,
          body: `
<p>To protect you from surprise charges, <strong>international roaming is off</strong> on new numbers. Turn it on before you leave: it can be hard to change once you are overseas without a connection.</p>
<h2>Turn roaming on</h2>
<ol>
  <li>Sign in and open your SIM settings.</li>
  <li>Under <strong>Call features</strong>, turn on <strong>International roaming</strong>.</li>
  <li>Allow up to 15 minutes for the change to reach the network.</li>
</ol>
<h2>On your phone</h2>
<ul>
  <li>Turn on <strong>Data roaming</strong> in your phone's settings only when you want to use mobile data overseas.</li>
  <li>Keep your phone's software up to date: older software sometimes struggles with overseas networks.</li>
</ul>
<h2>Checklist</h2>
<ul>
  <li>Check your plan or add-on covers the country you are visiting. Using your phone outside a roaming pack is charged at casual roaming rates from your credit.</li>
  <li>Top up enough credit, or make sure your default card is current.</li>
  <li>Save our help centre address, so you can reach us over Wi-Fi.</li>
</ul>
<p>In an emergency overseas, dial the local emergency number (for example <strong>000</strong> in Australia, or <strong>112</strong> in most of Europe). Dialling 111 only works in New Zealand.</p>
`,
        },
        {
          id: 4403402,
          title: 'Roaming in Australia',
          description: 'Use your plan in Australia much like you do at home.',
          labels: ['roaming', 'australia'],
          ageDays: 48,
          body: `
<p>Our prepay and postpay plans include roaming in <strong>Australia</strong>: your plan's minutes, texts and data work there as they do at home, once international roaming is on.</p>
<p>Calls to Australian numbers are included. Calls back to New Zealand come out of your plan minutes too. To call a New Zealand number from Australia, dial <code>+64</code> and the number without its first 0, for example <code>+64 21 555 0101</code>.</p>
`,
        },
        {
          id: 4403403,
          title: 'Avoid bill shock while overseas',
          description: 'Simple habits that keep roaming costs down.',
          labels: ['roaming', 'data', 'costs'],
          ageDays: 100,
          body: `
<ul>
  <li><strong>Use Wi-Fi</strong> for video, app updates and photo backups. Turn off automatic updates and cloud backup over mobile data.</li>
  <li><strong>Turn off data roaming</strong> on your phone when you do not need it. Calls and texts still work.</li>
  <li><strong>Check your usage</strong> on your dashboard. Roaming usage can take up to 48 hours to appear.</li>
  <li><strong>Voicemail costs:</strong> a missed call that goes to voicemail can be charged as a roaming call. Consider turning voicemail off while away.</li>
</ul>
`,
        },
        {
          id: 4403404,
          title: 'Roaming in Australia: new $5 day pass',
          description: 'Unlimited calls and 1GB a day in Australia for $5.',
          labels: ['roaming', 'australia'],
          ageDays: 3,
          draft: true,
          body: `
<p>DRAFT for marketing review. Prices not final.</p>
<p>From next month, add an Australia day pass for only $5 a day…</p>
`,
        },
      ],
    },
    {
      id: 4402042,
      name: 'Calling overseas from New Zealand',
      description: 'International calls and texts from home.',
      articles: [
        {
          id: 4403411,
          title: 'International calling rates',
          description: 'Per-minute rates to popular destinations.',
          labels: ['international', 'rates'],
          ageDays: 28,
          body: `
<p>Calls from New Zealand to overseas numbers are charged per minute from your credit, or from your <strong>100 International Minutes</strong> add-on if you have one. Rates per minute to popular destinations:</p>
<table>
  <thead><tr><th scope="col">Destination</th><th scope="col">Per minute</th></tr></thead>
  <tbody>
    <tr><td>Australia</td><td>0c</td></tr>
    <tr><td>China</td><td>3c</td></tr>
    <tr><td>India</td><td>3c</td></tr>
    <tr><td>Hong Kong</td><td>5c</td></tr>
    <tr><td>Singapore</td><td>5c</td></tr>
    <tr><td>Canada</td><td>20c</td></tr>
    <tr><td>United Kingdom</td><td>20c</td></tr>
    <tr><td>USA</td><td>20c</td></tr>
    <tr><td>Fiji</td><td>29c</td></tr>
    <tr><td>Samoa</td><td>60c</td></tr>
    <tr><td>Tonga</td><td>60c</td></tr>
  </tbody>
</table>
<p>The full list is on our international plans page. Calls to satellite phones and premium overseas numbers are charged at higher rates.</p>
`,
        },
        {
          id: 4403412,
          title: 'How to dial an overseas number',
          description: 'Use + or 00, then the country code and the number.',
          labels: ['international', 'dialling'],
          ageDays: 150,
          body: `
<p>To call an overseas number from New Zealand, dial <code>+</code> (or <code>00</code>), the country code, then the number without any leading 0.</p>
<ul>
  <li>A mobile in Australia: <code>+61 4xx xxx xxx</code></li>
  <li>A landline in London: <code>+44 20 xxxx xxxx</code></li>
  <li>A mobile in Samoa: <code>+685 7x xxxxx</code></li>
</ul>
<p>Saving your contacts in this format means they work both at home and when you travel.</p>
`,
        },
      ],
    },
  ],
};
