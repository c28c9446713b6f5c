import type { SeedCategory } from './help-types';

/** Getting started: SIM activation, eSIM, bringing a number across. */
export const GETTING_STARTED: SeedCategory = {
  id: 4401001,
  name: 'Getting started',
  description: 'Activate your SIM or eSIM and bring your number to Tūī Mobile.',
  icon: 'sim-card',
  sections: [
    {
      id: 4402011,
      name: 'Activating your SIM',
      description: 'Get your new SIM up and running.',
      articles: [
        {
          id: 4403101,
          title: 'Activate your new Tūī Mobile SIM',
          description: 'Pop in your SIM, choose a plan and you are connected in a few minutes.',
          labels: ['activation', 'sim', 'new-customer'],
          ageDays: 12,
          body: `
<p>Welcome to Tūī Mobile! Activating your SIM takes about five minutes. You will need your SIM card (or eSIM QR code), a bank card for your first plan, and an email address you can get to right now.</p>
<h2>Before you start</h2>
<ul>
  <li>Make sure your phone is <strong>unlocked</strong>. Phones bought outright in New Zealand in the last few years are almost always unlocked; if yours came from another provider on a plan, check with them first.</li>
  <li>Keep your SIM's card holder handy. The 19 or 20 digit number printed on it (starting with 8964) is your <strong>SIM number</strong>.</li>
  <li>If you are keeping your number from another provider, have its account number or, for prepay, the SIM number of your old SIM ready. See <a href="/help/category/4401001/4402013/4403121">Keep your number when you switch</a>.</li>
</ul>
<h2>Activate in the portal</h2>
<ol>
  <li>Sign in, or create an account with your email address.</li>
  <li>Choose <strong>Activate a SIM</strong> and enter your SIM number.</li>
  <li>Pick a new number, or choose to bring your existing number.</li>
  <li>Choose a plan, such as the <strong>$30 Prepay Value Pack</strong>, and pay with your card.</li>
  <li>Put the SIM in your phone and restart it.</li>
</ol>
<p>Activation usually finishes within 30 seconds, but it can take up to a few minutes while we set up your plan. You can leave the page and come back: we will keep going in the background and show your number on your dashboard when it is ready.</p>
<h2>Check that it worked</h2>
<p>Once your phone shows <strong>Tūī</strong> and signal bars, make a short call and send a text. Mobile data usually starts working after a restart. If it does not, see <a href="/help/category/4401001/4402011/4403103">My SIM isn't working after activation</a>.</p>
`,
        },
        {
          id: 4403102,
          title: 'Which SIM size do I need?',
          description: 'Our SIMs fit every phone: standard, micro and nano in one card.',
          labels: ['sim'],
          ageDays: 80,
          body: `
<p>Every Tūī Mobile SIM is a <strong>triple-cut SIM</strong>: one card that pops out in standard, micro or nano size. Almost every phone sold in the last eight years takes the smallest size, the nano SIM.</p>
<p>Push out only the size you need and keep the rest of the card: the SIM number on it is handy if you ever need help.</p>
<p>If your phone has no SIM tray at all, for example a recent iPhone bought in the United States, you will need an <a href="/help/category/4401001/4402012/4403111">eSIM</a> instead.</p>
`,
        },
        {
          id: 4403103,
          title: "My SIM isn't working after activation",
          description: 'No signal, no data or an "Invalid SIM" message? Try these steps.',
          labels: ['activation', 'troubleshooting', 'sim'],
          ageDays: 30,
          body: `
<p>Most problems after activation are fixed by one of these steps. Try them in order.</p>
<ol>
  <li><strong>Restart your phone.</strong> This makes it register on our network with your new SIM.</li>
  <li><strong>Check the SIM is seated properly.</strong> Take it out, check the gold contacts are clean and face the right way, and put it back.</li>
  <li><strong>Check your plan is active.</strong> Your dashboard shows each number's status. If it says <em>Not activated</em>, activation is still running or did not finish; start it again from the dashboard.</li>
  <li><strong>Turn mobile data on.</strong> In your phone's settings, turn on mobile data and, on Android, check the access point name (APN) is <code>internet</code>.</li>
  <li><strong>Try the SIM in another phone.</strong> If it works there, your phone may be locked to another provider.</li>
</ol>
<p>Still stuck? Chat with us from the help centre and tell us your SIM number and what your phone shows.</p>
`,
        },
      ],
    },
    {
      id: 4402012,
      name: 'eSIM',
      description: 'A digital SIM, downloaded straight to your phone.',
      articles: [
        {
          id: 4403111,
          title: 'What is an eSIM, and does my phone support it?',
          description: 'How eSIMs work and how to check your phone can use one.',
          labels: ['esim', 'compatibility'],
          ageDays: 25,
          body: `
<p>An <strong>eSIM</strong> is a SIM that is built into your phone. Instead of putting a plastic card in, you download your Tūī Mobile profile by scanning a QR code. It works exactly like a physical SIM: same plans, same number, same coverage.</p>
<h2>Why choose eSIM?</h2>
<ul>
  <li>No waiting for a SIM to arrive in the post: you can be connected minutes after you buy.</li>
  <li>Nothing to lose or damage if you swap phones often.</li>
  <li>Many phones can hold an eSIM and a physical SIM at once, so you can keep a work number and a personal number on one phone.</li>
</ul>
<h2>Check that your phone supports eSIM</h2>
<p>Most recent phones do, including iPhone XS and later, Google Pixel 3 and later, and Samsung Galaxy S20 and later. Some models sold overseas differ from the New Zealand versions, so the quickest check is your phone itself:</p>
<ol>
  <li>Dial <code>*#06#</code>.</li>
  <li>If the screen shows an <strong>EID</strong> (a 32 digit number) as well as your IMEI, your phone supports eSIM.</li>
</ol>
<p>Your phone also needs to be unlocked. If it was bought on a plan from another provider, ask them to unlock it before you switch.</p>
<h2>Good to know</h2>
<p>An eSIM QR code can be used <strong>once</strong>. If you delete the eSIM from your phone, or get a new phone, you will need a new QR code: see <a href="/help/category/4401001/4402012/4403113">Moving your eSIM to a new phone</a>.</p>
`,
        },
        {
          id: 4403112,
          title: 'Set up your eSIM with a QR code',
          description: 'Scan, install and you are connected. Keep Wi-Fi on while you do it.',
          labels: ['esim', 'activation'],
          ageDays: 18,
          body: `
<p>After you buy an eSIM we email you a QR code, and it also shows in your account under <strong>My orders</strong>. You need a Wi-Fi connection to download the eSIM.</p>
<div class="intercom-interblocks-callout" style="background-color: #fef8e1; border-color: #fbe28a;"><p><b>Tip:</b> open the QR code on a <i>different</i> screen, such as a laptop, so you can scan it with the phone you are setting up.</p></div>
<h2>iPhone</h2>
<ol>
  <li>Go to <strong>Settings &gt; Mobile Service &gt; Add eSIM</strong>.</li>
  <li>Choose <strong>Use QR Code</strong> and scan the code.</li>
  <li>Label the line (for example "Tūī") and choose it for mobile data.</li>
</ol>
<h2>Android</h2>
<ol>
  <li>Go to <strong>Settings &gt; Network &amp; internet &gt; SIMs</strong> (on Samsung: <strong>Connections &gt; SIM manager</strong>).</li>
  <li>Choose <strong>Add eSIM</strong> or <strong>Download a SIM instead</strong> and scan the code.</li>
</ol>
<div class="intercom-interblocks-video"><iframe src="https://www.youtube.com/embed/tui-esim-setup" frameborder="0" allowfullscreen="true"></iframe></div>
<p>Once installed, restart your phone. Your eSIM activates within a few minutes.</p>
`,
        },
        {
          id: 4403113,
          title: 'Moving your eSIM to a new phone',
          description: 'Ask for a new QR code before you delete the eSIM from your old phone.',
          labels: ['esim', 'sim-swap'],
          ageDays: 44,
          body: `
<p>An eSIM cannot be copied from one phone to another. To move your number to a new phone you do an <strong>eSIM swap</strong>, which gives you a fresh QR code for the same number.</p>
<ol>
  <li>Sign in and go to your SIM card actions.</li>
  <li>Choose <strong>Swap SIM</strong>, then <strong>eSIM</strong>.</li>
  <li>Scan the new QR code with your new phone while connected to Wi-Fi.</li>
</ol>
<p>Your old phone loses service as soon as the new eSIM is installed. Your number, plan, credit and add-ons stay exactly as they were.</p>
<p>Some iPhones offer <strong>eSIM Quick Transfer</strong> between two iPhones. This is not supported yet; please use a swap instead.</p>
`,
        },
        {
          id: 4403114,
          title: 'eSIM for smartwatches (coming soon)',
          description: 'Share your number with your smartwatch.',
          labels: ['esim', 'wearables'],
          ageDays: 2,
          draft: true,
          body: `
<p>DRAFT: waiting on launch date and pricing. Do not publish.</p>
<p>Soon you will be able to add your smartwatch to your eSIM plan for $5 a month…</p>
`,
        },
      ],
    },
    {
      id: 4402013,
      name: 'Bringing your number to Tūī',
      description: 'Keep your number when you switch from another provider.',
      articles: [
        {
          id: 4403121,
          title: 'Keep your number when you switch to Tūī Mobile',
          description: 'What you need to transfer your number, and how it works.',
          labels: ['porting', 'switching', 'new-customer'],
          ageDays: 9,
          body: `
<p>You can bring your mobile number from any New Zealand provider. This is called <strong>porting</strong>. It is free, and your old provider cannot stop you from leaving, although you may still owe them for any remaining contract or device payments.</p>
<h2>What you need</h2>
<ul>
  <li>The number you want to keep.</li>
  <li>The name of your current provider.</li>
  <li>If you are on an account with them: your <strong>account number</strong>, from a recent bill.</li>
  <li>If you are on prepay with them: the <strong>SIM number</strong> of your current SIM, printed on the SIM or the card it came on.</li>
</ul>
<h2>How it works</h2>
<ol>
  <li>Activate your Tūī Mobile SIM and choose <strong>Bring my number</strong>.</li>
  <li>Enter your number and the details above. We may text your current number a code to confirm it is yours.</li>
  <li>We ask your current provider to release the number. While that happens your new SIM works on a temporary number.</li>
  <li>When the transfer finishes your old SIM stops working. Restart your phone with the Tūī SIM in it and your number is ready.</li>
</ol>
<p><strong>Do not cancel your old service yourself.</strong> Cancelling can release the number before we can bring it across. The transfer cancels your old service for you.</p>
<p>Any prepay credit with your old provider cannot be moved, so use it up before you switch.</p>
`,
        },
        {
          id: 4403122,
          title: 'How long does a number transfer take?',
          description: 'Most transfers finish within a few hours on a working day.',
          labels: ['porting'],
          ageDays: 60,
          body: `
<p>Most number transfers finish within <strong>a few hours</strong> on a working day. A transfer started late in the day, at the weekend or on a public holiday may finish the next working day.</p>
<p>You can follow the transfer on your dashboard. It shows when the request is sent, when your old provider has approved it and when it is complete.</p>
<p>If your old provider asks for more details, the transfer waits until they have them. We will email you if we need anything from you.</p>
`,
        },
        {
          id: 4403123,
          title: 'My number transfer failed or is stuck',
          description: 'The usual reasons a transfer is declined, and what to do.',
          labels: ['porting', 'troubleshooting'],
          ageDays: 33,
          body: `
<p>A transfer is usually declined because the details did not match what your old provider holds. Common reasons:</p>
<ul>
  <li>The account number was mistyped, or belongs to a different account holder.</li>
  <li>The SIM number was for an older SIM you no longer use.</li>
  <li>The number was already cancelled with your old provider.</li>
</ul>
<p>Check the details on your dashboard, correct them and send the request again. If the transfer has shown the same status for more than one working day, chat with us and we will chase it up with your old provider.</p>
`,
        },
      ],
    },
  ],
};
