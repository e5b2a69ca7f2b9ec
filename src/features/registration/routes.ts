import { defineRegistrationRoutes } from '../../app/routes/defineRoutes';
import { lazyWithRetry } from '../../app/routes/lazyWithRetry';

/** This feature's routes, under /account/heloc/register/. */
export const registrationRoutes = defineRegistrationRoutes([
  {
    path: '',
    title: 'Apply for a home equity line of credit',
    progress: null,
    access: 'registration',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "register" */ './screens/RegisterScreen'),
    ),
  },
  {
    path: 'account-setup',
    title: 'Start your application',
    progress: null,
    access: 'registration',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "register-account-setup" */ './screens/AccountSetupScreen'),
    ),
  },
  {
    path: 'support',
    title: 'Help with your application',
    progress: null,
    access: 'anyone',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "register-support" */ './screens/RegistrationSupportScreen'),
    ),
  },
]);
