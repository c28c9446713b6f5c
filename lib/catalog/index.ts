/** Types and pure rules; the calls are in './calls' (server only). */
export * from './types';
export * from './rules';
export { PLAN_PHRASES, phrase, type PhraseKey } from './phrases';
export { toPlanView, toPlanViews, planKind } from './reshape';
