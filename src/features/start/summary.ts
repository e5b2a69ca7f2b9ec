/**
 * start/app-summary's "check your answers" (pure): the rows the borrower checks before they
 * submit, from the application and the profile, each answer they can change linked to its step.
 */
import {
  describeHmda,
  HMDA_QUESTIONS,
  type HmdaQuestionDefinition,
} from '../../contract/hmdaQuestions';
import type { HelocApplication } from '../application';
import { formatPhone } from '../../contract/phone';
import { formatUsDate } from '../../lib/dates';
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

/** The heading of each group of rows, in the order they are shown. */
export const SUMMARY_SECTIONS: readonly { id: SummarySection; title: string }[] = [
  { id: 'you', title: 'About you' },
  { id: 'property', title: 'Your property and income' },
  { id: 'offer', title: 'Your offer' },
  { id: 'credit', title: 'Ownership and credit check' },
  { id: 'hmda', title: 'Government monitoring information' },
];

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

export const NOT_ANSWERED = 'Not answered';

export { formatAddress };

/** The profile's record of the property this application is for (it carries the ownership). */
function selectedAddress(application: HelocApplication, profile: Profile | null) {
  const uuid = application.selectedPropertyUuid ?? application.property?.uuid ?? null;
  if (!profile || !uuid) return null;
  return profile.addresses.find((address) => address.uuid === uuid) ?? null;
}

function offerRows(application: HelocApplication): SummaryRow[] {
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
  return [
    offer(
      'amount',
      'Line amount',
      amount > 0 ? formatWholeDollars(amount) : NOT_ANSWERED,
      'product/select',
    ),
    ...(figures.originationFee > 0
      ? [
          offer('fee', TIL_LABELS.originationFee, formatCents(figures.originationFee)),
          offer('financed', TIL_LABELS.amountFinanced, formatCents(figures.amountFinanced)),
        ]
      : []),
    // docs/shell.md#the-offer-figures: no term for an age-restricted interest-only offer.
    ...(isAgeRestrictedInterestOnly
      ? []
      : [offer('term', 'Term', term > 0 ? formatTermYears(term) : NOT_ANSWERED, 'product/select')]),
    offer('apr', 'APR', rate > 0 ? formatApr(rate) : 'Not known yet'),
    offer(
      'payment',
      isAgeRestrictedInterestOnly
        ? `${TIL_LABELS.monthlyPayment} (interest only)`
        : TIL_LABELS.monthlyPayment,
      payment > 0 ? formatCents(payment) : 'Not known yet',
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
function aboutYouRows(profile: Profile | null): SummaryRow[] {
  const row = (id: string, label: string, value: string | null) => ({
    id,
    section: 'you' as const,
    label,
    value: value ?? NOT_ANSWERED,
  });
  const dob = profile?.dob ? formatUsDate(profile.dob) : null;
  const phone = profile?.phoneNumbers.find((entry) => entry.number.trim())?.number ?? null;
  return [
    row('name', 'Name', nameAsGiven(profile)),
    row('dob', 'Date of birth', dob || null),
    row('email', 'Email address', profile?.email?.trim() || null),
    row('phone', 'Phone number', formatPhone(phone) ?? phone),
  ];
}

/** A question's answers in words, subgroups and texts included ("Asian: Chinese; White"). */
function hmdaRow(application: HelocApplication, { name, legend }: HmdaQuestionDefinition) {
  const { hmda } = application;
  return {
    id: name,
    section: 'hmda' as const,
    label: legend,
    value: (hmda ? describeHmda(name, hmda) : null) ?? NOT_ANSWERED,
    changeStep: 'start/hmda' as const,
  };
}

/**
 * Every row of the summary, in order: the property and income (not changed here: they decided
 * the offer), the offer (amount and term changed on product/select; APR and monthly payment
 * follow from them), how the borrower owns the property, whether they gave their SSN (never its
 * digits) and agreed to the hard credit pull (start/contact), and their HMDA answers (start/hmda).
 */
export function summaryRows(application: HelocApplication, profile: Profile | null): SummaryRow[] {
  const address =
    formatAddress(application.property?.address) ??
    formatAddress(selectedAddress(application, profile));
  const income = application.incomeSources[0];
  const annualIncome = income?.annualIncome;
  const ownership = selectedAddress(application, profile)?.ownership ?? null;
  const hardCredit = application.consents.some((consent) => consent.type === 'HARD_CREDIT');

  return [
    ...aboutYouRows(profile),
    {
      id: 'address',
      section: 'property',
      label: 'Property address',
      value: address ?? 'Not known',
    },
    {
      id: 'income',
      section: 'property',
      label: 'Annual income',
      value: typeof annualIncome === 'number' ? formatStatedAmount(annualIncome) : NOT_ANSWERED,
    },
    {
      id: 'employment',
      section: 'property',
      label: 'Employment type',
      value: income
        ? (EMPLOYMENT_TYPES.find((type) => type.value === income.employmentType)?.label ??
          NOT_ANSWERED)
        : NOT_ANSWERED,
    },
    ...offerRows(application),
    {
      id: 'ownership',
      section: 'credit',
      label: 'How you own the property',
      value: ownership
        ? isOwnership(ownership)
          ? OWNERSHIP_LABELS[ownership]
          : ownership
        : NOT_ANSWERED,
      changeStep: 'start/contact',
    },
    {
      id: 'ssn',
      section: 'credit',
      label: 'Social Security number',
      value: profile?.hasSsn ? 'Provided' : 'Not provided',
      changeStep: 'start/contact',
    },
    {
      id: 'hardCredit',
      section: 'credit',
      label: 'Hard credit pull',
      value: hardCredit ? 'You agreed' : 'Not agreed',
      changeStep: 'start/contact',
    },
    ...HMDA_QUESTIONS.map((question) => hmdaRow(application, question)),
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
