import { Navigate, Route, Routes } from 'react-router-dom';
import { ApplicationRoute } from '../../features/application/ApplicationRoute';
import { RootRoute } from '../../features/application/RootRoute';
import { RegistrationGate } from '../../features/registration/RegistrationGate';
import { RegistrationLayout } from '../../features/registration/RegistrationLayout';
import { SignerLayout } from '../../features/signer/SignerLayout';
import { AppShell } from '../../features/shell/AppShell';
import { NotFound } from '../../features/shell/NotFound';
import {
  FullPageRedirect,
  LegacyRegisterRedirect,
  LegacySignerRedirect,
  StepRedirect,
} from '../../features/shell/Redirects';
import { RequireSession } from '../../features/shell/RequireSession';
import {
  AccountSetupScreen,
  AdditionalSignersScreen,
  AppSummaryScreen,
  AssetsScreen,
  AutopayScreen,
  BpoConditionScreen,
  BpoHoldScreen,
  BpoWaitingScreen,
  CompleteScreen,
  ConditionPhoneNumberScreen,
  ConditionUploadDocumentScreen,
  ConditionsScreen,
  ConfirmBankScreen,
  ContactScreen,
  CreditDeclineScreen,
  CreditErrorScreen,
  CreditSocialScreen,
  DeclineScreen,
  DelinquencyReviewScreen,
  DisburseScreen,
  DisclosuresScreen,
  EmployerVerificationScreen,
  EstimateValueScreen,
  FloodCertificateScreen,
  HmdaScreen,
  HoldScreen,
  IdentityScreen,
  IncomeDeclineScreen,
  IncomeReviewScreen,
  IncomeUploadScreen,
  IncorrectOwnershipScreen,
  IncorrectPinScreen,
  InsuranceRequirementsScreen,
  InsuranceUploadScreen,
  LiensScreen,
  ManualDisburseScreen,
  NoCreditScreen,
  NotaryErrorScreen,
  NotaryIntroScreen,
  NotarySessionScreen,
  OfferSelectScreen,
  OrderBpoScreen,
  PayoffHoldScreen,
  PlaidOauthSuccessScreen,
  PointservCallbackScreen,
  PrequalWinbackScreen,
  ProfileScreen,
  PropertyReviewScreen,
  RegisterScreen,
  RegistrationSupportScreen,
  ReserveManualNotaryScreen,
  ScheduleManualNotaryScreen,
  SignScreen,
  SignerCancelledScreen,
  SignerConditionIdentityScreen,
  SignerConditionsScreen,
  SignerDocumentsScreen,
  SignerErrorScreen,
  SignerIdentityScreen,
  SignerIntroScreen,
  SignerLoginScreen,
  SignerResumeScreen,
  SignerSignScreen,
  SignerUploadDocumentScreen,
  SigningIntroScreen,
  SigningSupportScreen,
  TimeoutScreen,
  UnderwritingReviewScreen,
} from './screens';

/** An index route that sends the visitor to the application's own route (spec 1 section 2.2). */
const toParent = <Route index element={<StepRedirect />} />;

/**
 * The route table of spec 1 sections 2.1-2.3, under the router base /account/heloc. Routes not
 * in spec 1 section 6's anonymous list sit under RequireSession.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<RootRoute />} />

        {/* Pages outside this app (spec 1 section 2.3). */}
        <Route path="account" element={<FullPageRedirect href="/dashboard" />} />
        <Route path="terms" element={<FullPageRedirect href="/terms" />} />
        <Route path="communications" element={<FullPageRedirect href="/communications" />} />
        <Route path="privacy" element={<FullPageRedirect href="/privacy" />} />
        <Route path="licenses" element={<FullPageRedirect href="/licenses" />} />
        <Route path="coming-soon" element={<FullPageRedirect href="/coming-soon" />} />
        <Route path="account/heloc-signer/*" element={<LegacySignerRedirect />} />
        <Route path="account/register" element={<LegacyRegisterRedirect />} />

        <Route
          path="plaid-oauth-success"
          element={
            <RequireSession>
              <PlaidOauthSuccessScreen />
            </RequireSession>
          }
        />

        <Route path="register" element={<RegistrationLayout />}>
          <Route
            index
            element={
              <RegistrationGate>
                <RegisterScreen />
              </RegistrationGate>
            }
          />
          <Route
            path="account-setup"
            element={
              <RegistrationGate>
                <AccountSetupScreen />
              </RegistrationGate>
            }
          />
          <Route path="support" element={<RegistrationSupportScreen />} />
          <Route path="*" element={<Navigate to="/register" replace />} />
        </Route>

        <Route path="heloc-signer" element={<SignerLayout />}>
          <Route index element={<Navigate to="login" replace />} />
          <Route path="login" element={<SignerLoginScreen />} />
          <Route element={<RequireSession />}>
            <Route path="resume" element={<SignerResumeScreen />} />
            <Route path="cancelled" element={<SignerCancelledScreen />} />
            <Route path="identity" element={<SignerIdentityScreen />} />
            <Route path="intro" element={<SignerIntroScreen />} />
            <Route path="error" element={<SignerErrorScreen />} />
            <Route path="sign" element={<SignerSignScreen />} />
            <Route path="documents" element={<SignerDocumentsScreen />} />
            <Route path="conditions">
              <Route index element={<SignerConditionsScreen />} />
              <Route path="upload-document" element={<SignerUploadDocumentScreen />} />
              <Route path="identity" element={<SignerConditionIdentityScreen />} />
              <Route path="*" element={<Navigate to="/heloc-signer/conditions" replace />} />
            </Route>
          </Route>
          {/* Any other path under the signer area redirects up. */}
          <Route path="*" element={<Navigate to="/heloc-signer" replace />} />
        </Route>

        <Route
          path=":uuid"
          element={
            <RequireSession>
              <ApplicationRoute />
            </RequireSession>
          }
        >
          {/* The application's own route: ApplicationRoute shows the routing until it moves on. */}
          <Route index element={null} />
          <Route path="bank">
            {toParent}
            <Route path="autopay" element={<AutopayScreen />} />
            <Route path="confirm" element={<ConfirmBankScreen />} />
            <Route path="disburse" element={<DisburseScreen />} />
            <Route path="manual-disburse" element={<ManualDisburseScreen />} />
          </Route>
          <Route path="credit">
            {toParent}
            <Route path="social" element={<CreditSocialScreen />} />
            <Route path="error" element={<CreditErrorScreen />} />
          </Route>
          <Route path="complete" element={<CompleteScreen />} />
          <Route path="conditions">
            <Route index element={<ConditionsScreen />} />
            <Route path="upload-document" element={<ConditionUploadDocumentScreen />} />
            <Route path="phone-number" element={<ConditionPhoneNumberScreen />} />
          </Route>
          <Route path="document">
            {toParent}
            <Route path="disclosures" element={<DisclosuresScreen />} />
          </Route>
          <Route path="error">
            {toParent}
            <Route path="decline" element={<DeclineScreen />} />
            <Route path="credit" element={<CreditDeclineScreen />} />
            <Route path="income" element={<IncomeDeclineScreen />} />
            <Route path="timeout" element={<TimeoutScreen />} />
            <Route path="flood-cert" element={<FloodCertificateScreen />} />
          </Route>
          <Route path="income">
            <Route path="review" element={<IncomeReviewScreen />} />
            <Route path="link/:type" element={<StepRedirect step="income/review" />} />
            <Route path="pointserv-callback" element={<PointservCallbackScreen />} />
            <Route path="upload/:type" element={<IncomeUploadScreen />} />
            <Route path="employer-verification" element={<EmployerVerificationScreen />} />
          </Route>
          <Route path="identity" element={<IdentityScreen />} />
          <Route path="insurance">
            {toParent}
            <Route path="upload" element={<InsuranceUploadScreen />} />
            <Route path="requirements" element={<InsuranceRequirementsScreen />} />
          </Route>
          <Route path="liens" element={<LiensScreen />} />
          <Route path="notary">
            {toParent}
            <Route path="intro" element={<NotaryIntroScreen />} />
            <Route path="schedule-manual" element={<ScheduleManualNotaryScreen />} />
            <Route path="reserve-manual" element={<ReserveManualNotaryScreen />} />
            <Route path="session" element={<NotarySessionScreen />} />
            <Route path="error" element={<NotaryErrorScreen />} />
          </Route>
          <Route path="product">
            {toParent}
            <Route path="assets" element={<AssetsScreen />} />
            <Route path="select" element={<OfferSelectScreen />} />
            <Route path="prequal-winback" element={<PrequalWinbackScreen />} />
          </Route>
          <Route path="signing">
            {toParent}
            <Route path="intro" element={<SigningIntroScreen />} />
            <Route path="sign" element={<SignScreen />} />
            <Route path="additional" element={<AdditionalSignersScreen />} />
            <Route path="support" element={<SigningSupportScreen />} />
          </Route>
          <Route path="start">
            {toParent}
            <Route path="profile" element={<ProfileScreen />} />
            <Route path="contact" element={<ContactScreen />} />
            <Route path="hmda" element={<HmdaScreen />} />
            <Route path="app-summary" element={<AppSummaryScreen />} />
          </Route>
          <Route path="review-app">
            {toParent}
            <Route path="incorrect-pin" element={<IncorrectPinScreen />} />
            <Route path="no-credit" element={<NoCreditScreen />} />
            <Route path="property" element={<PropertyReviewScreen />} />
            <Route path="uw" element={<UnderwritingReviewScreen />} />
            <Route path="delinquency" element={<DelinquencyReviewScreen />} />
            <Route path="incorrect-ownership" element={<IncorrectOwnershipScreen />} />
            {/* These two show the timeout page (spec 1 section 2.2). */}
            <Route path="datatree" element={<TimeoutScreen />} />
            <Route path="signdocs" element={<TimeoutScreen />} />
          </Route>
          <Route path="payoff">
            <Route path="hold" element={<PayoffHoldScreen />} />
          </Route>
          <Route path="bpo">
            {toParent}
            <Route path="condition" element={<BpoConditionScreen />} />
            <Route path="hold" element={<BpoHoldScreen />} />
            <Route path="waiting" element={<BpoWaitingScreen />} />
            <Route path="estimate-value" element={<EstimateValueScreen />} />
            <Route path="order-bpo" element={<OrderBpoScreen />} />
          </Route>
          <Route path="hold" element={<HoldScreen />} />
          {/* Anything else under an application goes to the application's own route. */}
          <Route path="*" element={<StepRedirect />} />
        </Route>

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
