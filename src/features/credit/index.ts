/** The credit feature's public entry: what other features may import from it. */
export { BureauLinks, CREDIT_BUREAUS } from './BureauLinks';
export { CreditRetry, TRY_AGAIN_LABEL, TRYING_AGAIN_LABEL } from './CreditRetry';
