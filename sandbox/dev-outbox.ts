import type { OutboxMessage } from './outbox';

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The words of a losing carrier's text that ask for a YES (store/porting.ts). */
const CONSENT_ASK = 'Reply YES within 2 hours';

/** Replies as the phone that got the text would (POST /__dev/outbox/reply). */
const replyForm = (to: string): string => `<form method="post" action="/__dev/outbox/reply">
<input type="hidden" name="from" value="${escape(to)}"><input type="hidden" name="text" value="YES">
<button>Reply YES from ${escape(to)}</button></form>`;

/**
 * GET /__dev/outbox: the SMS and email the sandbox "sent", newest first, as a plain page for
 * developers. Mounted only with `testMode` or `devPages` (never for a deployed upstream).
 */
export function outboxPage(messages: OutboxMessage[], to?: string): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<article><h2>${m.channel === 'sms' ? 'SMS' : 'Email'} to ${escape(m.to)}</h2>
<p class="meta">${escape(m.at)} · ${escape(m.subject)}</p>
<p>${escape(m.body)}</p>
${m.code ? `<p>Code: <strong>${escape(m.code)}</strong></p>` : ''}
${m.link ? `<p><a href="${escape(m.link)}">${escape(m.link)}</a></p>` : ''}
${m.channel === 'sms' && m.body.includes(CONSENT_ASK) ? replyForm(m.to) : ''}</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}article{border:1px solid #bbb;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.meta{color:#555;font-size:.875rem}h2{font-size:1.125rem;margin:.25rem 0}</style>
</head><body><main><h1>Sandbox outbox${to ? ` for ${escape(to)}` : ''}</h1>
<p>Messages the sandbox would have sent, newest first. Nothing here left this machine.</p>
<form method="get"><label for="to">Recipient</label> <input id="to" name="to" value="${escape(to ?? '')}"> <button>Filter</button></form>
${rows || '<p>No messages yet.</p>'}
</main></body></html>`;
}
