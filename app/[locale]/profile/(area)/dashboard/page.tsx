/**
 * dashboard ("dashboard (alias mobile-app-dashboard)"; /link/home): the profile home is the
 * dashboard. The profile map sends this path to it (its row's `sameAs`); should a request reach
 * this page itself, it shows the same.
 */
export { default, generateMetadata } from '../page';
