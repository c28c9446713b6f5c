/**
 * The demo operator the sandbox stands in for, in one place (issue 28: "the invoice PDF and bank
 * details say 'Sandbox Mobile Ltd': the demo operator is 'Tūī Mobile'"): its trading name (texts,
 * the carrier a number is with, the e-shop's brand) and its legal name (invoices, receipts, the
 * bank account payments go to). The app's own name is messages' `app.name`.
 */
export const OPERATOR_NAME = 'Tūī Mobile';
export const OPERATOR_LEGAL_NAME = `${OPERATOR_NAME} Ltd`;
/** The daily roaming pack the 'Daily roaming charge' switch turns on: its price per day used overseas, in cents (issue 28: the switch shows it). */
export const DAILY_ROAMING_CHARGE_CENTS = 600;
