import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const bankRoutes = defineApplicationRoutes([
  {
    path: 'bank/autopay',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bank-autopay" */ './screens/AutopayScreen'),
  },
  {
    path: 'bank/confirm',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bank-confirm" */ './screens/ConfirmBankScreen'),
  },
  {
    path: 'bank/disburse',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bank-disburse" */ './screens/DisburseScreen'),
  },
  {
    path: 'bank/manual-disburse',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "bank-manual-disburse" */ './screens/ManualDisburseScreen'),
  },
  {
    path: 'bank/autopay-manual',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "bank-autopay-manual" */ './screens/ManualAutopayScreen'),
  },
]);
