import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const productRoutes = defineApplicationRoutes([
  {
    path: 'product/assets',
    progress: 'select-offer',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "product-assets" */ './screens/AssetsScreen'),
  },
  {
    path: 'product/select',
    progress: 'select-offer',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "product-select" */ './screens/OfferSelectScreen'),
  },
  {
    path: 'product/prequal-winback',
    progress: 'select-offer',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "product-prequal-winback" */ './screens/PrequalWinbackScreen'),
  },
]);
