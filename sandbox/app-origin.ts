/**
 * The app's origin for the links the sandbox sends (invites, billing approvals, activation links),
 * as the BFF's own links are built (lib/flags/origin.ts): SANDBOX_APP_ORIGIN, which `npm start`
 * sets to the app it starts (APP_ORIGIN, else http://localhost:PORT), then APP_ORIGIN, then
 * http://localhost:3000 for a sandbox started on its own.
 */
export function appOrigin(): string {
  return (process.env.SANDBOX_APP_ORIGIN || process.env.APP_ORIGIN || 'http://localhost:3000').trim().replace(/\/+$/, '');
}
