/**
 * start/app-summary's "check your answers" (pure): the rows the borrower checks before they
 * submit, from the application and the profile, each answer they can change linked to its step.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  describeHmda,
  HMDA_QUESTIONS,
  type HmdaQuestionDefinition,
} from '../../contract/hmdaQuestions';
import type { HelocApplication } from '../application';
import { formatPhone } from '../../contract/phone';
import { formatUsDate } from '../../lib/dates';
import { i18n } from '../../lib/i18n';
import { formatAddress } from '../../lib/postalAddress';
import type { Profile } from '../profile';
import {
  formatApr,
  formatCents,
  formatStatedAmount,
  formatTermYears,
  formatWholeDollars,
  truthInLending,
} from '../progress';
import { TIL_LABELS } from '../../lib/figures';
import { EMPLOYMENT_TYPES } from '../registration';
import { CHANGE_FROM_SUMMARY, CHANGE_PARAM } from '../routing';
import { isOwnership, OWNERSHIP_LABELS } from './ownership';

/** The steps a row's Change link opens (navigationPolicy's SUMMARY_CHANGE_STEPS). */
export type ChangeStep = 'product/select' | 'start/contact' | 'start/hmda';

export type SummarySection = 'you' | 'property' | 'offer' | 'credit' | 'hmda';

/** The heading of each group of rows, in the order they are shown (written out: `t(title)`). */
export const SUMMARY_SECTIONS: readonly { id: SummarySection; title: MessageDescriptor }[] = [
  { id: 'you', title: msg`About you` },
  { id: 'property', title: msg`Your property and income` },
  { id: 'offer', title: msg`Your offer` },
  { id: 'credit', title: msg`Ownership and credit check` },
  { id: 'hmda', title: msg`Government monitoring information` },
];

/**
 * Writes a message out in the page's language: the `t` of useLingui() where a screen shows the
 * rows; by default the translator's active locale (a caller outside a component).
 */
export type Translate = (descriptor: MessageDescriptor) => string;
const activeLocale: Translate = (descriptor) => i18n._(descriptor);

export interface SummaryRow {
  /** Stable, for keys and tests. */
  id: string;
  section: SummarySection;
  /** The question, shown as the row's term (dt). */
  label: string;
  value: string;
  /** Where the borrower changes the answer; absent for facts they cannot change here. */
  changeStep?: ChangeStep;
}

export const NOT_ANSWERED = msg`Not answered`;
const NOT_KNOWN_YET = msg`Not known yet`;

export { formatAddress };

/** The profile's record of the property this application is for (it carries the ownership). */
function selectedAddress(application: HelocApplication, profile: Profile | null) {
  const uuid = application.selectedPropertyUuid ?? application.property?.uuid ?? null;
  if (!profile || !uuid) return null;
  return profile.addresses.find((address) => address.uuid === uuid) ?? null;
}

function offerRows(application: HelocApplication, t: Translate): SummaryRow[] {
  const { amount, rate, term, isAgeRestrictedInterestOnly } = application;
  const offer = (id: string, label: string, value: string, changeStep?: ChangeStep) => ({
    id,
    section: 'offer' as const,
    label,
    value,
    ...(changeStep ? { changeStep } : {}),
  });
  // docs/journey.md#truth-in-lending-figures: the figures the lender's disclosure states.
  const figures = truthInLending(application);
  const payment = figures.monthlyPayment;
  const monthlyPayment = t(TIL_LABELS.monthlyPayment);
  return [
    offer(
      'amount',
      t(msg`Line amount`),
      amount > 0 ? formatWholeDollars(amount) : t(NOT_ANSWERED),
      'product/select',
    ),
    ...(figures.originationFee > 0
      ? [
          offer('fee', t(TIL_LABELS.originationFee), formatCents(figures.originationFee)),
          offer('financed', t(TIL_LABELS.amountFinanced), formatCents(figures.amountFinanced)),
        ]
      : []),
    // docs/shell.md#the-offer-figures: no term for an age-restricted interest-only offer.
    ...(isAgeRestrictedInterestOnly
      ? []
      : [
          offer(
            'term',
            t(msg`Term`),
            term > 0 ? formatTermYears(term) : t(NOT_ANSWERED),
            'product/select',
          ),
        ]),
    offer('apr', t(msg`APR`), rate > 0 ? formatApr(rate) : t(NOT_KNOWN_YET)),
    offer(
      'payment',
      isAgeRestrictedInterestOnly
        ? t(msg`${monthlyPayment} (interest only)`)
        : t(TIL_LABELS.monthlyPayment),
      payment > 0 ? formatCents(payment) : t(NOT_KNOWN_YET),
    ),
  ];
}

/** "Alex Jordan Rivera": the name as the registration asked it (first, middle, last), or null. */
function nameAsGiven(profile: Profile | null): string | null {
  const name = profile?.name;
  const parts = [name?.firstName, name?.middleName, name?.lastName, name?.suffix]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Who is applying, as the registration asked: name, date of birth ("03/27/1985"), e-mail address
 * and phone number. Facts of the borrower's account, not changed here (no Change link).
 */
function aboutYouRows(profile: Profile | null, t: Translate): SummaryRow[] {
  const row = (id: string, label: string, value: string | null) => ({
    id,
    section: 'you' as const,
    label,
    value: value ?? t(NOT_ANSWERED),
  });
  const dob = profile?.dob ? formatUsDate(profile.dob) : null;
  const phone = profile?.phoneNumbers.find((entry) => entry.number.trim())?.number ?? null;
  return [
    row('name', t(msg`Name`), nameAsGiven(profile)),
    row('dob', t(msg`Date of birth`), dob || null),
    row('email', t(msg`Email address`), profile?.email?.trim() || null),
    row('phone', t(msg`Phone number`), formatPhone(phone) ?? phone),
  ];
}

/**
 * A question's answers in words, subgroups and texts included ("Asian: Chinese; White"). The
 * question and its answers are the contract's words (docs/journey.md#starthmda).
 */
function hmdaRow(
  application: HelocApplication,
  { name, legend }: HmdaQuestionDefinition,
  t: Translate,
) {
  const { hmda } = application;
  return {
    id: name,
    section: 'hmda' as const,
    label: t(legend),
    value: (hmda ? describeHmda(name, hmda) : null) ?? t(NOT_ANSWERED),
    changeStep: 'start/hmda' as const,
  };
}

/**
 * Every row of the summary, in order: the property and income (not changed here: they decided
 * the offer), the offer (amount and term changed on product/select; APR and monthly payment
 * follow from them), how the borrower owns the property, whether they gave their SSN (never its
 * digits) and agreed to the hard credit pull (start/contact), and their HMDA answers (start/hmda).
 * The words are written out by `t` (the screen's useLingui()).
 */
export function summaryRows(
  application: HelocApplication,
  profile: Profile | null,
  t: Translate = activeLocale,
): SummaryRow[] {
  const address =
    formatAddress(application.property?.address) ??
    formatAddress(selectedAddress(application, profile));
  const income = application.incomeSources[0];
  const annualIncome = income?.annualIncome;
  const ownership = selectedAddress(application, profile)?.ownership ?? null;
  const hardCredit = application.consents.some((consent) => consent.type === 'HARD_CREDIT');

  return [
    ...aboutYouRows(profile, t),
    {
      id: 'address',
      section: 'property',
      label: t(msg`Property address`),
      value: address ?? t(msg`Not known`),
    },
    {
      id: 'income',
      section: 'property',
      label: t(msg`Annual income`),
      value: typeof annualIncome === 'number' ? formatStatedAmount(annualIncome) : t(NOT_ANSWERED),
    },
    {
      id: 'employment',
      section: 'property',
      label: t(msg`Employment type`),
      value: income
        ? t(
            EMPLOYMENT_TYPES.find((type) => type.value === income.employmentType)?.label ??
              NOT_ANSWERED,
          )
        : t(NOT_ANSWERED),
    },
    ...offerRows(application, t),
    {
      id: 'ownership',
      section: 'credit',
      label: t(msg`How you own the property`),
      value: ownership
        ? isOwnership(ownership)
          ? t(OWNERSHIP_LABELS[ownership])
          : ownership
        : t(NOT_ANSWERED),
      changeStep: 'start/contact',
    },
    {
      id: 'ssn',
      section: 'credit',
      label: t(msg`Social Security number`),
      value: profile?.hasSsn ? t(msg`Provided`) : t(msg`Not provided`),
      changeStep: 'start/contact',
    },
    {
      id: 'hardCredit',
      section: 'credit',
      label: t(msg`Hard credit pull`),
      value: hardCredit ? t(msg`You agreed`) : t(msg`Not agreed`),
      changeStep: 'start/contact',
    },
    ...HMDA_QUESTIONS.map((question) => hmdaRow(application, question, t)),
  ];
}

/**
 * Where a Change link goes, as the app's router takes it (under its base, /account/heloc): the
 * step, opened from the summary (navigationPolicy keeps it open).
 */
export function changeLinkTo(applicationUuid: string, step: ChangeStep): string {
  const query = new URLSearchParams({ [CHANGE_PARAM]: CHANGE_FROM_SUMMARY });
  return `/${applicationUuid}/${step}?${query.toString()}`;
}
