import type { SeedCategory } from './help-types';

/** Fibre, fixed wireless and modems. */
export const BROADBAND: SeedCategory = {
  id: 4401005,
  name: 'Broadband and modems',
  description: 'Fibre and fixed wireless at home, and getting the best from your Wi-Fi.',
  icon: 'router',
  sections: [
    {
      id: 4402051,
      name: 'Fibre broadband',
      description: 'Getting connected and moving house.',
      articles: [
        {
          id: 4403501,
          title: 'Getting fibre installed',
          description: 'What happens between your order and your first connection.',
          labels: ['fibre', 'installation', 'ufb'],
          ageDays: 22,
          body: `
<p>Fibre is delivered to your home by your local fibre company (Chorus, Enable, Tuatahi First Fibre or Northpower, depending on where you live). When you order, we arrange everything with them.</p>
<h2>If your home already has fibre</h2>
<p>Look for a small white box called an <strong>ONT</strong> on an inside wall, usually with a green light labelled <em>Optical</em> or <em>PON</em>. If you have one, we can usually connect you within a few working days with no visit needed. Your modem arrives by courier before your go-live date.</p>
<h2>If your home needs fibre installed</h2>
<ol>
  <li><strong>Scoping visit:</strong> a technician agrees with you where the fibre will run and where the ONT goes. If you rent, you need your landlord's consent first.</li>
  <li><strong>Build:</strong> the fibre is run from the street to your home. This may mean a shallow trench or a cable along an existing power or phone line.</li>
  <li><strong>Installation:</strong> the technician fits the ONT inside and tests the connection. Someone aged 18 or over needs to be home.</li>
</ol>
<p>A new installation usually takes two to six weeks, depending on how complex the build is. We keep you updated by email at each step.</p>
<h2>On the day</h2>
<p>Plug your modem's <strong>WAN</strong> port into the ONT's <strong>GE1</strong> port and turn it on. See <a href="/help/category/4401005/4402052/4403511">Set up your fibre modem</a>.</p>
`,
        },
        {
          id: 4403502,
          title: 'Moving house with fibre',
          description: 'Tell us two weeks ahead and take your modem with you.',
          labels: ['fibre', 'moving'],
          ageDays: 75,
          body: `
<p>Let us know your new address at least <strong>two weeks</strong> before you move. We check whether fibre is available there and book the move so your broadband follows you.</p>
<p>Take your modem with you; it works at your new address. If the new home needs fibre installed, we can offer fixed wireless in the meantime where it is available.</p>
`,
        },
      ],
    },
    {
      id: 4402052,
      name: 'Modems and Wi-Fi',
      description: 'Set up your modem and fix connection problems.',
      articles: [
        {
          id: 4403511,
          title: 'Set up your fibre modem',
          description: 'Two cables and a few minutes: no settings to change.',
          labels: ['modem', 'fibre', 'setup'],
          ageDays: 19,
          body: `
<p>Your Tūī modem comes ready to go. You do not need to change any settings.</p>
<ol>
  <li>Connect the grey cable from the modem's <strong>WAN</strong> port (sometimes blue) to the <strong>GE1</strong> port on your ONT.</li>
  <li>Plug in the power and turn the modem on.</li>
  <li>Wait up to five minutes for the <strong>Internet</strong> light to go solid green.</li>
  <li>Connect to the Wi-Fi name and password printed on the sticker under the modem.</li>
</ol>
<p>If the Internet light stays red or orange, check the cable is in GE1 (not GE2 to GE4) and that the ONT's Optical light is green. Still not working on your go-live date? Chat with us.</p>
`,
        },
        {
          id: 4403512,
          title: 'Improve your Wi-Fi coverage',
          description: 'Where to put your modem, and when to add a mesh unit.',
          labels: ['wifi', 'modem'],
          ageDays: 58,
          body: `
<p>Wi-Fi travels best through open air. A few changes often make a big difference:</p>
<ul>
  <li>Put your modem <strong>high up and central</strong>, not in a cupboard, behind the TV or on the floor.</li>
  <li>Keep it away from microwaves, fish tanks, mirrors and thick concrete walls.</li>
  <li>Use the <strong>5 GHz</strong> network close to the modem for speed, and <strong>2.4 GHz</strong> further away for range. Most modems choose for you.</li>
  <li>Plug TVs, game consoles and desktop computers in with a network cable where you can.</li>
</ul>
<p>In larger or multi-storey homes, a <strong>mesh Wi-Fi</strong> unit extends your coverage without slowing it down the way older range extenders do.</p>
`,
        },
        {
          id: 4403513,
          title: 'My internet is slow or keeps dropping out',
          description: 'Check for outages, restart and test with a cable.',
          labels: ['troubleshooting', 'speed', 'modem'],
          ageDays: 5,
          body: `
<ol>
  <li><strong>Check for outages</strong> on our network status map. If there is a known fault in your area, it will be shown with an estimated fix time.</li>
  <li><strong>Restart your modem and ONT.</strong> Turn both off at the wall, wait 30 seconds, turn the ONT on, then the modem.</li>
  <li><strong>Test with a cable.</strong> Connect a laptop to the modem with a network cable and run a speed test. If it is fast with a cable but slow on Wi-Fi, the problem is Wi-Fi coverage: see <a href="/help/category/4401005/4402052/4403512">Improve your Wi-Fi coverage</a>.</li>
  <li><strong>Check how many devices are busy.</strong> Large downloads, game updates and cloud backups on one device slow everything else.</li>
</ol>
<p>If a wired speed test is well below your plan's speed at different times of day, chat with us with your test results and we will investigate.</p>
`,
        },
      ],
    },
    {
      id: 4402053,
      name: 'Fixed wireless',
      description: 'Home broadband over our mobile network.',
      articles: [
        {
          id: 4403521,
          title: 'Set up fixed wireless broadband',
          description: 'Plug in, wait for the signal lights, connect.',
          labels: ['fixed-wireless', 'fwa', 'setup'],
          ageDays: 40,
          body: `
<p>Fixed wireless broadband uses our mobile network to bring internet to your home, with no technician visit.</p>
<ol>
  <li>Your modem arrives with the SIM already inside. Do not remove it.</li>
  <li>Plug the modem in near a window facing the nearest town, and turn it on.</li>
  <li>Wait for the <strong>signal</strong> lights: three or more bars is a good connection.</li>
  <li>Connect to the Wi-Fi name and password printed on the modem.</li>
</ol>
<p>Your fixed wireless plan only works at the address you registered. Using the modem elsewhere may be blocked.</p>
`,
        },
        {
          id: 4403522,
          title: 'Where to place your fixed wireless modem',
          description: 'Signal strength decides your speed: find the best spot.',
          labels: ['fixed-wireless', 'fwa', 'signal'],
          ageDays: 110,
          body: `
<p>Your fixed wireless speed depends mostly on the signal reaching the modem. Try the modem in a few places for a minute each and watch the signal bars:</p>
<ul>
  <li>Upstairs is usually better than downstairs.</li>
  <li>A window sill beats the middle of a room. Metal window frames and tinted glass can block signal.</li>
  <li>Keep it away from other electronics and out of cupboards.</li>
</ul>
<p>In areas with a weak signal, an external antenna can help. Chat with us and we will check coverage at your address.</p>
`,
        },
      ],
    },
  ],
};
