/**
 * What the broker or loan originator who referred an application is shown
 * (docs/routing.md#a-referred-application), with its words, stated once. A chunk of its own
 * (./Referred.tsx loads it), so a borrower's pages never fetch it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../../ui/Screen';
import { selectCurrentApplication } from './applicationSlice';
import { borrowerOf } from './referred';
import './referred.css';

/**
 * The steps that are the borrower's alone, by their route (the route manifest's paths, under
 * /{uuid}/), each with what the borrower does there, said about them: every step with a write of
 * the journey. Kept here rather than in the manifest: only a referrer needs the words.
 */
export const BORROWER_ACTS: Readonly<Record<string, MessageDescriptor>> = {
  liens: msg`review the liens on their property`,
  'product/select': msg`select their offer`,
  'product/assets': msg`verify their assets`,
  'product/prequal-winback': msg`answer their updated offer`,
  'start/contact': msg`say how they own their home and agree to a credit check`,
  'start/hmda': msg`answer the government monitoring questions`,
  'start/app-summary': msg`check their answers and submit their application`,
  'document/disclosures': msg`review and accept their disclosures`,
  'credit/social': msg`confirm their Social Security number`,
  'income/review': msg`verify their income`,
  'income/upload/:type': msg`upload their income documents`,
  'income/employer-verification': msg`verify their employer`,
  'bank/disburse': msg`choose where to receive their funds`,
  'bank/manual-disburse': msg`enter their bank account details`,
  'bank/confirm': msg`confirm their bank account`,
  'bank/autopay': msg`set up their automatic payments`,
  'bank/autopay-manual': msg`enter their autopay account`,
  identity: msg`verify their identity`,
  'bpo/condition': msg`order the valuation`,
  'bpo/order-bpo': msg`order the valuation`,
  'bpo/estimate-value': msg`estimate their home value`,
  'merchant/lien-attestation': msg`confirm the liens on their property`,
  'signing/intro': msg`sign their loan documents`,
  'signing/sign': msg`sign their loan documents`,
  'signing/additional': msg`invite their additional signers`,
  'notary/intro': msg`choose how to meet their notary`,
  'notary/schedule-manual': msg`schedule their notary appointment`,
  'notary/session': msg`meet their notary`,
  'insurance/upload': msg`upload their proof of insurance`,
  'conditions/upload-document': msg`upload the documents the lender asked for`,
  'conditions/phone-number': msg`give the lender their phone number`,
};

/** Below the heading of a step that is the borrower's alone. */
export const BORROWER_ONLY_TEXT = msg`Only the borrower can do this: the lender takes it from them alone. Once they have, their application moves on to its next step.`;

/** What the referrer is shown (./Referred.tsx says where). */
export type ReferredViewProps =
  | { part: 'bar' }
  | { part: 'act'; act: MessageDescriptor; wholeStep: boolean; choice: boolean }
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
  const { t } = useLingui();
  const id = useId();
  const borrower = borrowerOf(useAppSelector(selectCurrentApplication), t);
  if (props.part === 'bar') {
    // "Alex Rivera's application · you referred it".
    return (
      <section className="referred-bar" aria-labelledby={id}>
        <p id={id} className="referred-bar__text">
          {t`${borrower}'s application · you referred it`}
        </p>
      </section>
    );
  }
  const stepAct = props.part === 'step' ? BORROWER_ACTS[props.path] : undefined;
  const { act, wholeStep, choice } =
    props.part === 'act'
      ? { ...props, act: t(props.act) }
      : { act: stepAct ? t(stepAct) : undefined, wholeStep: true, choice: false };
  if (!act) return props.part === 'step' ? props.children : null;
  // "Only Alex Rivera can cancel …" for a choice only the borrower may make; "Alex Rivera still
  // has to sign." for an act only they may do.
  const text = choice ? t`Only ${borrower} can ${act}.` : t`${borrower} still has to ${act}.`;
  if (!wholeStep) return <p className="borrower-only">{text}</p>;
  return (
    <Screen title={text}>
      <p>{t(BORROWER_ONLY_TEXT)}</p>
    </Screen>
  );
}
