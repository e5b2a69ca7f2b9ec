/**
 * What the broker or loan originator who referred an application is shown
 * (docs/routing.md#a-referred-application), with its words, stated once. A chunk of its own
 * (./Referred.tsx loads it), so a borrower's pages never fetch it.
 */
import { type ReactNode, useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../../ui/Screen';
import { selectCurrentApplication } from './applicationSlice';
import { borrowerOf } from './referred';
import './referred.css';

/** The bar at the top of a referred application: "Alex Rivera's application · you referred it". */
export const referredApplicationText = (borrower: string) =>
  `${borrower}'s application · you referred it`;

/** What stands in for an act only the borrower may do: "Alex Rivera still has to sign." */
export const stillHasToText = (borrower: string, act: string) => `${borrower} still has to ${act}.`;

/** What stands in for a choice only the borrower may make: "Only Alex Rivera can cancel …". */
export const onlyTheBorrowerText = (borrower: string, act: string) =>
  `Only ${borrower} can ${act}.`;

/**
 * The steps that are the borrower's alone, by their route (the route manifest's paths, under
 * /{uuid}/), each with what the borrower does there, said about them: every step with a write of
 * the journey. Kept here rather than in the manifest: only a referrer needs the words.
 */
export const BORROWER_ACTS: Readonly<Record<string, string>> = {
  liens: 'review the liens on their property',
  'product/select': 'select their offer',
  'product/assets': 'verify their assets',
  'product/prequal-winback': 'answer their updated offer',
  'start/contact': 'say how they own their home and agree to a credit check',
  'start/hmda': 'answer the government monitoring questions',
  'start/app-summary': 'check their answers and submit their application',
  'document/disclosures': 'review and accept their disclosures',
  'credit/social': 'confirm their Social Security number',
  'income/review': 'verify their income',
  'income/upload/:type': 'upload their income documents',
  'income/employer-verification': 'verify their employer',
  'bank/disburse': 'choose where to receive their funds',
  'bank/manual-disburse': 'enter their bank account details',
  'bank/confirm': 'confirm their bank account',
  'bank/autopay': 'set up their automatic payments',
  'bank/autopay-manual': 'enter their autopay account',
  identity: 'verify their identity',
  'bpo/condition': 'order the valuation',
  'bpo/order-bpo': 'order the valuation',
  'bpo/estimate-value': 'estimate their home value',
  'merchant/lien-attestation': 'confirm the liens on their property',
  'signing/intro': 'sign their loan documents',
  'signing/sign': 'sign their loan documents',
  'signing/additional': 'invite their additional signers',
  'notary/intro': 'choose how to meet their notary',
  'notary/schedule-manual': 'schedule their notary appointment',
  'notary/session': 'meet their notary',
  'insurance/upload': 'upload their proof of insurance',
  'conditions/upload-document': 'upload the documents the lender asked for',
  'conditions/phone-number': 'give the lender their phone number',
};

/** Below the heading of a step that is the borrower's alone. */
export const BORROWER_ONLY_TEXT =
  'Only the borrower can do this: the lender takes it from them alone. Once they have, their application moves on to its next step.';

/** What the referrer is shown (./Referred.tsx says where). */
export type ReferredViewProps =
  | { part: 'bar' }
  | { part: 'act'; act: string; wholeStep: boolean; choice: boolean }
  | { part: 'step'; path: string; children: ReactNode };

/**
 * The referrer's view of a part of the application's pages, about its borrower:
 * - `bar`: a region at the top of the page, in its flow (never fixed), named by its text;
 * - `act`: in place of an act only the borrower may do, what they still have to do (the page's
 *   heading for a `wholeStep`, else a line where the act was), or that the choice is theirs alone;
 * - `step`: a step the borrower alone may take (BORROWER_ACTS) as an `act` of the whole step, any
 *   other step as it is.
 */
export default function ReferredView(props: ReferredViewProps) {
  const id = useId();
  const borrower = borrowerOf(useAppSelector(selectCurrentApplication));
  if (props.part === 'bar') {
    return (
      <section className="referred-bar" aria-labelledby={id}>
        <p id={id} className="referred-bar__text">
          {referredApplicationText(borrower)}
        </p>
      </section>
    );
  }
  const { act, wholeStep, choice } =
    props.part === 'act'
      ? props
      : { act: BORROWER_ACTS[props.path], wholeStep: true, choice: false };
  if (!act) return props.part === 'step' ? props.children : null;
  const text = choice ? onlyTheBorrowerText(borrower, act) : stillHasToText(borrower, act);
  if (!wholeStep) return <p className="borrower-only">{text}</p>;
  return (
    <Screen title={text}>
      <p>{BORROWER_ONLY_TEXT}</p>
    </Screen>
  );
}
