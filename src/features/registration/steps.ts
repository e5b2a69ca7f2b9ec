/**
 * The order of the registration's question pages (docs/journey.md#registration), pure.
 * Each page is a value of the `step` query value; the walk leaves out Contact Info when the
 * contact is already known (the signed-in profile's, or a lead link's `email` and `phone`).
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { failedCallOf } from '../../api/errors';
import { registrationPosition, registrationSteps } from '../progress';

/** The query value naming the registration step (the progress panel reads the same one). */
export const STEP_PARAM = 'step';

/** Every step, in the order asked. */
export const REGISTRATION_STEPS = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The steps whose answers are kept between pages (login-info's password never is). */
export type AnsweredStep = Exclude<RegistrationStep, 'login-info'>;

export const FIRST_STEP: RegistrationStep = 'property-info';

export const isRegistrationStep = (value: unknown): value is RegistrationStep =>
  typeof value === 'string' && (REGISTRATION_STEPS as readonly string[]).includes(value);

/**
 * The step the address asks for: no `step` value is the first step; an unknown value is null
 * (the screen then opens the first unanswered step).
 */
export function requestedStep(search: string): RegistrationStep | null {
  const value = new URLSearchParams(search).get(STEP_PARAM);
  if (value === null || value === '') return FIRST_STEP;
  return isRegistrationStep(value) ? value : null;
}

/** The pages a visitor walks through: every step, Contact Info left out when it is known. */
export function stepWalk(contactKnown: boolean): RegistrationStep[] {
  return REGISTRATION_STEPS.filter((step) => !(contactKnown && step === 'contact-info'));
}

/**
 * The page before `step`, or null on the first. Contact Info, when it is left out of the walk but
 * opened to change the e-mail address (after "An account already exists"), still sits between
 * birthdate and login-info.
 */
export function previousStep(
  step: RegistrationStep,
  contactKnown: boolean,
): RegistrationStep | null {
  const walk = withStep(stepWalk(contactKnown), step);
  const index = walk.indexOf(step);
  return index > 0 ? walk[index - 1]! : null;
}

/** The page after `step`, or null after login-info. */
export function nextStep(step: RegistrationStep, contactKnown: boolean): RegistrationStep | null {
  const walk = withStep(stepWalk(contactKnown), step);
  const index = walk.indexOf(step);
  return index >= 0 && index < walk.length - 1 ? walk[index + 1]! : null;
}

/** `walk` with `step` in its place of the full order (a no-op when it is already there). */
function withStep(walk: RegistrationStep[], step: RegistrationStep): RegistrationStep[] {
  if (walk.includes(step)) return walk;
  return REGISTRATION_STEPS.filter((s) => s === step || walk.includes(s));
}

/**
 * Where a step stands, for "Step 2 of 5": the section of the registration progress panel it
 * belongs to, among the panel's sections (docs/journey.md#registration), so the caption and the
 * panel count alike. The address and the sale status are both in Property Info, the name and the
 * birthdate both in Personal Info; Contact Info counts when it is asked (also when it is opened to
 * change the e-mail address although the contact is known).
 */
export function stepNumber(
  step: RegistrationStep,
  contactKnown: boolean,
): { number: number; total: number } {
  const sections = registrationSteps(contactKnown && step !== 'contact-info');
  const { current } = registrationPosition(searchForStep('', step), sections);
  return { number: (current ?? 0) + 1, total: sections.length };
}

/**
 * The page to show when `requested` is asked for: the first step before it in the walk that has
 * no valid answer yet, else `requested` itself. An unknown step (null) opens the first
 * unanswered step, or login-info once everything is answered. `isAnswered` says whether a
 * step's kept answers are complete and valid (login-info never is: its password is not kept).
 */
export function stepToShow(
  requested: RegistrationStep | null,
  contactKnown: boolean,
  isAnswered: (step: RegistrationStep) => boolean,
): RegistrationStep {
  const walk = stepWalk(contactKnown);
  const firstUnanswered = walk.find((step) => !isAnswered(step)) ?? 'login-info';
  if (requested === null) return firstUnanswered;
  const requestedIndex = REGISTRATION_STEPS.indexOf(requested);
  const missing = walk.find(
    (step) => REGISTRATION_STEPS.indexOf(step) < requestedIndex && !isAnswered(step),
  );
  return missing ?? requested;
}

/** The query string for `step`, keeping every other value (referrer, org, email, phone...). */
export function searchForStep(search: string, step: RegistrationStep): string {
  const params = new URLSearchParams(search);
  params.set(STEP_PARAM, step);
  return `?${params.toString()}`;
}

/** A link back to the page that holds an answer the lender turned down. */
export interface RevisitLink {
  step: AnsweredStep;
  /** The link's words, written out where it is shown. */
  label: MessageDescriptor;
}

/**
 * The registration call's fields, by the page that asks for them, with the words of the link
 * back there. (`address.zip` and `address[zip]` are the same field.)
 */
const FIELD_PAGES: readonly { fields: RegExp; link: RevisitLink }[] = [
  { fields: /^address\b/, link: { step: 'property-info', label: msg`Change your address` } },
  {
    fields: /^planToSell$/,
    link: { step: 'sale-status', label: msg`Change your answer about selling your home` },
  },
  {
    fields: /^(annualIncome|employmentType)$/,
    link: { step: 'income-info', label: msg`Change your income details` },
  },
  {
    fields: /^(firstName|middleName|lastName)$/,
    link: { step: 'name', label: msg`Change your name` },
  },
  { fields: /^dateOfBirth$/, link: { step: 'birthdate', label: msg`Change your date of birth` } },
  { fields: /^email$/, link: { step: 'contact-info', label: msg`Change email address` } },
  { fields: /^phone$/, link: { step: 'contact-info', label: msg`Change phone number` } },
];

/** The page that asks for a field of the registration call, or null (login-info's own fields). */
export function revisitLinkOf(field: string): RevisitLink | null {
  const path = field.trim().replace(/\[(\w+)\]/g, '.$1');
  return FIELD_PAGES.find((page) => page.fields.test(path))?.link ?? null;
}

/**
 * For a failed registration call (the request layer's ApiError): a link to each earlier page
 * whose answer the lender turned down, once each, in the order of the walk. The messages
 * themselves show in the error summary; login-info cannot show them on their fields, which
 * are on other pages.
 */
export function revisitLinks(error: unknown): RevisitLink[] {
  const links = new Set<RevisitLink>();
  for (const { field } of failedCallOf(error)?.problems ?? []) {
    const link = field === null ? null : revisitLinkOf(field);
    if (link) links.add(link);
  }
  return [...links].sort(
    (a, b) => REGISTRATION_STEPS.indexOf(a.step) - REGISTRATION_STEPS.indexOf(b.step),
  );
}

/** The query string without the step, for the pages outside the walk (account-setup). */
export function searchWithoutStep(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(STEP_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
