import { msg } from '@lingui/core/macro';
import { defineRegistrationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/register/. */
export const registrationRoutes = defineRegistrationRoutes([
  {
    path: '',
    // The first page's question: each page's question is its h1 (RegisterScreen's STEP_HEADINGS).
    title: msg`Where is the home you want to borrow against?`,
    progress: null,
    access: 'registration',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "register" */ './screens/RegisterScreen'),
    ),
  },
  {
    path: 'account-setup',
    title: msg`Start your application`,
    progress: null,
    access: 'registration',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "register-account-setup" */ './screens/AccountSetupScreen'),
    ),
  },
  {
    path: 'support',
    title: msg`Help with your application`,
    progress: null,
    access: 'anyone',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "register-support" */ './screens/RegistrationSupportScreen'),
    ),
  },
]);
