import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const productRoutes = defineApplicationRoutes([
  {
    path: 'product/assets',
    title: 'Verify your assets',
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "product-assets" */ './screens/AssetsScreen'),
    ),
  },
  {
    path: 'product/select',
    title: 'Select your offer',
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "product-select" */ './screens/OfferSelectScreen'),
    ),
  },
  {
    path: 'product/prequal-winback',
    title: 'Your updated offer',
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "product-prequal-winback" */ './screens/PrequalWinbackScreen'),
    ),
  },
]);
