import { defineRegistrationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/register/. */
export const registrationRoutes = defineRegistrationRoutes([
  {
    path: '',
    progress: null,
    access: 'registration',
    screen: () => import(/* webpackChunkName: "register" */ './screens/RegisterScreen'),
  },
  {
    path: 'account-setup',
    progress: null,
    access: 'registration',
    screen: () =>
      import(/* webpackChunkName: "register-account-setup" */ './screens/AccountSetupScreen'),
  },
  {
    path: 'support',
    progress: null,
    access: 'anyone',
    screen: () =>
      import(/* webpackChunkName: "register-support" */ './screens/RegistrationSupportScreen'),
  },
]);
