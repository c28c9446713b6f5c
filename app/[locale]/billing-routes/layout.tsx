/**
 * "/billing-routes (flag)" is one of the spec's other screens, outside /profile; it is drawn in
 * the account area all the same (its navigation, the guard chain: signed in, an account chosen,
 * verified, not suspended, a card or a parent route), so it takes the profile area's layout.
 */
export { default } from '../profile/(area)/layout';
