/**
 * Every route module, lazy-loaded with reload-on-failure. One chunk per screen, named after its
 * route, so a borrower downloads only the screen in front of them.
 */
import { lazyWithRetry } from './lazyWithRetry';

export const PlaidOauthSuccessScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "plaid-oauth-success" */ '../../features/plaidOauth/screens/PlaidOauthSuccessScreen'
    ),
);
export const RegisterScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "register" */ '../../features/registration/screens/RegisterScreen'),
);
export const AccountSetupScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "register-account-setup" */ '../../features/registration/screens/AccountSetupScreen'
    ),
);
export const RegistrationSupportScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "register-support" */ '../../features/registration/screens/RegistrationSupportScreen'
    ),
);
export const SignerResumeScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-resume" */ '../../features/signer/screens/SignerResumeScreen'
    ),
);
export const SignerLoginScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-login" */ '../../features/signer/screens/SignerLoginScreen'
    ),
);
export const SignerCancelledScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-cancelled" */ '../../features/signer/screens/SignerCancelledScreen'
    ),
);
export const SignerIdentityScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-identity" */ '../../features/signer/screens/SignerIdentityScreen'
    ),
);
export const SignerIntroScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-intro" */ '../../features/signer/screens/SignerIntroScreen'
    ),
);
export const SignerErrorScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-error" */ '../../features/signer/screens/SignerErrorScreen'
    ),
);
export const SignerSignScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-sign" */ '../../features/signer/screens/SignerSignScreen'
    ),
);
export const SignerDocumentsScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-documents" */ '../../features/signer/screens/SignerDocumentsScreen'
    ),
);
export const SignerConditionsScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-conditions" */ '../../features/signer/screens/SignerConditionsScreen'
    ),
);
export const SignerUploadDocumentScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-conditions-upload-document" */ '../../features/signer/screens/SignerUploadDocumentScreen'
    ),
);
export const SignerConditionIdentityScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "heloc-signer-conditions-identity" */ '../../features/signer/screens/SignerConditionIdentityScreen'
    ),
);
export const AutopayScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "bank-autopay" */ '../../features/bank/screens/AutopayScreen'),
);
export const ConfirmBankScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "bank-confirm" */ '../../features/bank/screens/ConfirmBankScreen'),
);
export const DisburseScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "bank-disburse" */ '../../features/bank/screens/DisburseScreen'),
);
export const ManualDisburseScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "bank-manual-disburse" */ '../../features/bank/screens/ManualDisburseScreen'
    ),
);
export const CreditSocialScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "credit-social" */ '../../features/credit/screens/CreditSocialScreen'
    ),
);
export const CreditErrorScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "credit-error" */ '../../features/credit/screens/CreditErrorScreen'
    ),
);
export const CompleteScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "complete" */ '../../features/complete/screens/CompleteScreen'),
);
export const ConditionsScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "conditions" */ '../../features/conditions/screens/ConditionsScreen'
    ),
);
export const ConditionUploadDocumentScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "conditions-upload-document" */ '../../features/conditions/screens/ConditionUploadDocumentScreen'
    ),
);
export const ConditionPhoneNumberScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "conditions-phone-number" */ '../../features/conditions/screens/ConditionPhoneNumberScreen'
    ),
);
export const DisclosuresScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "document-disclosures" */ '../../features/disclosures/screens/DisclosuresScreen'
    ),
);
export const DeclineScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "error-decline" */ '../../features/errors/screens/DeclineScreen'),
);
export const CreditDeclineScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "error-credit" */ '../../features/errors/screens/CreditDeclineScreen'
    ),
);
export const IncomeDeclineScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "error-income" */ '../../features/errors/screens/IncomeDeclineScreen'
    ),
);
export const TimeoutScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "error-timeout" */ '../../features/errors/screens/TimeoutScreen'),
);
export const FloodCertificateScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "error-flood-cert" */ '../../features/errors/screens/FloodCertificateScreen'
    ),
);
export const IncomeReviewScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "income-review" */ '../../features/income/screens/IncomeReviewScreen'
    ),
);
export const PointservCallbackScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "income-pointserv-callback" */ '../../features/income/screens/PointservCallbackScreen'
    ),
);
export const IncomeUploadScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "income-upload" */ '../../features/income/screens/IncomeUploadScreen'
    ),
);
export const EmployerVerificationScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "income-employer-verification" */ '../../features/income/screens/EmployerVerificationScreen'
    ),
);
export const IdentityScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "identity" */ '../../features/identity/screens/IdentityScreen'),
);
export const InsuranceUploadScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "insurance-upload" */ '../../features/insurance/screens/InsuranceUploadScreen'
    ),
);
export const InsuranceRequirementsScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "insurance-requirements" */ '../../features/insurance/screens/InsuranceRequirementsScreen'
    ),
);
export const LiensScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "liens" */ '../../features/liens/screens/LiensScreen'),
);
export const NotaryIntroScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "notary-intro" */ '../../features/notary/screens/NotaryIntroScreen'
    ),
);
export const ScheduleManualNotaryScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "notary-schedule-manual" */ '../../features/notary/screens/ScheduleManualNotaryScreen'
    ),
);
export const ReserveManualNotaryScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "notary-reserve-manual" */ '../../features/notary/screens/ReserveManualNotaryScreen'
    ),
);
export const NotarySessionScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "notary-session" */ '../../features/notary/screens/NotarySessionScreen'
    ),
);
export const NotaryErrorScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "notary-error" */ '../../features/notary/screens/NotaryErrorScreen'
    ),
);
export const AssetsScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "product-assets" */ '../../features/product/screens/AssetsScreen'),
);
export const OfferSelectScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "product-select" */ '../../features/product/screens/OfferSelectScreen'
    ),
);
export const PrequalWinbackScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "product-prequal-winback" */ '../../features/product/screens/PrequalWinbackScreen'
    ),
);
export const SigningIntroScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "signing-intro" */ '../../features/signing/screens/SigningIntroScreen'
    ),
);
export const SignScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "signing-sign" */ '../../features/signing/screens/SignScreen'),
);
export const AdditionalSignersScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "signing-additional" */ '../../features/signing/screens/AdditionalSignersScreen'
    ),
);
export const SigningSupportScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "signing-support" */ '../../features/signing/screens/SigningSupportScreen'
    ),
);
export const ProfileScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "start-profile" */ '../../features/start/screens/ProfileScreen'),
);
export const ContactScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "start-contact" */ '../../features/start/screens/ContactScreen'),
);
export const HmdaScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "start-hmda" */ '../../features/start/screens/HmdaScreen'),
);
export const AppSummaryScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "start-app-summary" */ '../../features/start/screens/AppSummaryScreen'
    ),
);
export const IncorrectPinScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-incorrect-pin" */ '../../features/reviewApp/screens/IncorrectPinScreen'
    ),
);
export const NoCreditScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-no-credit" */ '../../features/reviewApp/screens/NoCreditScreen'
    ),
);
export const PropertyReviewScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-property" */ '../../features/reviewApp/screens/PropertyReviewScreen'
    ),
);
export const UnderwritingReviewScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-uw" */ '../../features/reviewApp/screens/UnderwritingReviewScreen'
    ),
);
export const DelinquencyReviewScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-delinquency" */ '../../features/reviewApp/screens/DelinquencyReviewScreen'
    ),
);
export const IncorrectOwnershipScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "review-app-incorrect-ownership" */ '../../features/reviewApp/screens/IncorrectOwnershipScreen'
    ),
);
export const PayoffHoldScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "payoff-hold" */ '../../features/payoff/screens/PayoffHoldScreen'),
);
export const BpoConditionScreen = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "bpo-condition" */ '../../features/bpo/screens/BpoConditionScreen'),
);
export const BpoHoldScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "bpo-hold" */ '../../features/bpo/screens/BpoHoldScreen'),
);
export const BpoWaitingScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "bpo-waiting" */ '../../features/bpo/screens/BpoWaitingScreen'),
);
export const EstimateValueScreen = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "bpo-estimate-value" */ '../../features/bpo/screens/EstimateValueScreen'
    ),
);
export const OrderBpoScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "bpo-order-bpo" */ '../../features/bpo/screens/OrderBpoScreen'),
);
export const HoldScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "hold" */ '../../features/hold/screens/HoldScreen'),
);
