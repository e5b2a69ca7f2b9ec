import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const bankRoutes = defineApplicationRoutes([
  {
    path: 'bank/autopay',
    title: msg`Set up automatic payments`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bank-autopay" */ './screens/AutopayScreen'),
    ),
  },
  {
    path: 'bank/confirm',
    title: msg`Confirm your bank account`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bank-confirm" */ './screens/ConfirmBankScreen'),
    ),
  },
  {
    path: 'bank/disburse',
    title: msg`Choose where to receive your funds`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bank-disburse" */ './screens/DisburseScreen'),
    ),
  },
  {
    path: 'bank/manual-disburse',
    title: msg`Enter your bank account details`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bank-manual-disburse" */ './screens/ManualDisburseScreen'),
    ),
  },
  {
    path: 'bank/autopay-manual',
    title: msg`Enter your autopay account`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bank-autopay-manual" */ './screens/ManualAutopayScreen'),
    ),
  },
]);
