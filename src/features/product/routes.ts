import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const productRoutes = defineApplicationRoutes([
  {
    path: 'product/assets',
    title: msg`Verify your assets`,
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "product-assets" */ './screens/AssetsScreen'),
    ),
  },
  {
    path: 'product/select',
    title: msg`Select your offer`,
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "product-select" */ './screens/OfferSelectScreen'),
    ),
  },
  {
    path: 'product/prequal-winback',
    title: msg`Your updated offer`,
    progress: 'select-offer',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "product-prequal-winback" */ './screens/PrequalWinbackScreen'),
    ),
  },
]);
