import type { SeedCategory } from './help-types';

/** Signing in, the account itself, security. */
export const ACCOUNT: SeedCategory = {
  id: 4401006,
  name: 'Account and security',
  description: 'Sign in, look after your details and keep your account safe.',
  icon: 'shield',
  sections: [
    {
      id: 4402061,
      name: 'Signing in',
      description: 'Passwords, emails and more than one account.',
      articles: [
        {
          id: 4403601,
          title: 'Reset your password',
          description: 'We email you a link to choose a new password.',
          labels: ['sign-in', 'password'],
          ageDays: 16,
          body: `
<ol>
  <li>On the sign-in page, choose <strong>Forgot password?</strong></li>
  <li>Enter the email address you sign in with.</li>
  <li>Open the email from Tūī Mobile and follow the link within one hour.</li>
  <li>Choose a new password. It needs at least 10 characters, with upper and lower case letters and at least one number or symbol.</li>
</ol>
<p>No email after a few minutes? Check your spam or junk folder. If you signed up with Google, Apple or Facebook, you do not have a Tūī password: use the same button you signed up with.</p>
`,
        },
        {
          id: 4403602,
          title: 'Forgot which email you signed up with?',
          description: 'We can text a reminder to your Tūī mobile number.',
          labels: ['sign-in', 'email'],
          ageDays: 90,
          body: `
<p>On the sign-in page, choose <strong>Forgot email?</strong> and enter your Tūī mobile number. We text the email address linked to it, partly hidden for your security, for example <code>a****@example.com</code>.</p>
<p>If you no longer have that phone, chat with us. We will ask some questions to confirm who you are before we can help.</p>
`,
        },
        {
          id: 4403603,
          title: 'Verify your email address',
          description: 'Confirm your email to use all of your account.',
          labels: ['email', 'verification', 'new-customer'],
          ageDays: 46,
          body: `
<p>When you sign up we email you a link to confirm your address. Until you do, you can sign in but cannot use most of your account.</p>
<p>To get a new link, sign in and choose <strong>Resend email</strong> on the verify page. Links expire after 24 hours. If you typed the address wrong, you can change it on the same page.</p>
`,
        },
        {
          id: 4403604,
          title: 'Manage more than one account',
          description: 'Switch between personal and business accounts with one sign-in.',
          labels: ['sign-in', 'accounts', 'business'],
          ageDays: 67,
          body: `
<p>If you look after more than one account, for example your own and your business's, you can manage them all with one sign-in. After you sign in, choose the account you want to work with.</p>
<p>To switch later, open the account menu and choose <strong>Switch account</strong>. Each account keeps its own numbers, cards and bills.</p>
`,
        },
      ],
    },
    {
      id: 4402062,
      name: 'Keeping your account safe',
      description: 'Scams, passwords and lost phones.',
      articles: [
        {
          id: 4403611,
          title: 'Spot and report scam texts and calls',
          description: 'We will never ask for your password or card details by text or phone.',
          labels: ['security', 'scams'],
          ageDays: 4,
          body: `
<p>Scammers often pretend to be phone companies, banks, couriers or government agencies. Knowing what we will and will not do helps you spot them.</p>
<h2>We will never</h2>
<ul>
  <li>Ask for your password, or a code we texted you, by phone, text or email.</li>
  <li>Ask you to install software so we can "fix" your computer or phone.</li>
  <li>Ask you to pay with gift cards, vouchers or cryptocurrency.</li>
  <li>Text you a link to "update your payment details" to avoid disconnection.</li>
</ul>
<h2>Warning signs</h2>
<ul>
  <li>Urgency: "your account will be closed today".</li>
  <li>Links to web addresses that are not ours, often with extra words or odd spellings.</li>
  <li>A caller who knows a few details about you and asks you to confirm the rest.</li>
</ul>
<h2>Report it</h2>
<p>Forward scam texts, free, to <strong>7726</strong> (it spells SPAM). This helps block the sender for everyone. You can also report scams to <a href="https://www.cert.govt.nz" target="_blank" rel="nofollow">CERT NZ</a>.</p>
<p>If you shared your password, change it straight away. If you shared card details, call your bank. If you think someone has taken over your number, chat with us urgently.</p>
`,
        },
        {
          id: 4403612,
          title: 'Choose a strong password',
          description: 'Long, unique and stored in a password manager.',
          labels: ['security', 'password'],
          ageDays: 130,
          body: `
<p>Your password needs at least 10 characters, with upper and lower case letters and a number or symbol. A few extra tips:</p>
<ul>
  <li>Longer is stronger: three or four random words are easy to remember and hard to guess.</li>
  <li>Do not reuse a password from another site. If that site is breached, your Tūī account stays safe.</li>
  <li>A password manager can create and remember strong passwords for you.</li>
</ul>
<p>To change your password, sign in and open <strong>Personal data &gt; Change password</strong>.</p>
`,
        },
        {
          id: 4403613,
          title: 'Lost or stolen phone',
          description: 'Block your SIM, then get a replacement with the same number.',
          labels: ['security', 'sim', 'lost-phone'],
          ageDays: 35,
          body: `
<ol>
  <li><strong>Disable your SIM</strong> so nobody can use your plan or credit: chat with us, or sign in and use your SIM card actions.</li>
  <li><strong>Get a replacement SIM or eSIM</strong> with the same number through a SIM swap. Your plan, credit and add-ons move across.</li>
  <li><strong>Report a theft</strong> to the Police, and give them your phone's IMEI (on its box, or in your Google or Apple account).</li>
</ol>
<p>Change the passwords of accounts that send codes to your phone, such as email and banking, once your new SIM is working.</p>
`,
        },
      ],
    },
    {
      id: 4402063,
      name: 'Tūī Rewards',
      description: 'Points on every top-up.',
      articles: [
        {
          id: 4403621,
          title: 'Earn Tūī Rewards points on every top-up',
          description: 'Link your rewards card and earn as you top up.',
          labels: ['rewards'],
          ageDays: 1,
          draft: true,
          body: `
<p>DRAFT – the rewards programme has not launched. Legal review pending.</p>
<p>Link your rewards card to earn 1 point for every $1 you top up…</p>
`,
        },
      ],
    },
  ],
};
