import { type ReactNode, useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../../ui/Screen';
import { selectCurrentApplication } from './applicationSlice';
import {
  BORROWER_ONLY_TEXT,
  borrowerOf,
  onlyTheBorrowerText,
  referredApplicationText,
  selectApplicationRole,
  stillHasToText,
} from './referred';
import './referred.css';

/**
 * docs/routing.md#a-referred-application: at the top of every page of an application the
 * signed-in broker or loan originator referred, a region naming whose it is. In the page's flow
 * (never fixed), so it covers nothing; nothing for anyone else.
 */
export function ReferredApplicationBar() {
  const id = useId();
  const role = useAppSelector(selectApplicationRole);
  const application = useAppSelector(selectCurrentApplication);
  if (role !== 'referrer') return null;
  return (
    <section className="referred-bar" aria-labelledby={id}>
      <p id={id} className="referred-bar__text">
        {referredApplicationText(borrowerOf(application))}
      </p>
    </section>
  );
}

/**
 * An act only the application's borrower may do (consents, fees, the SSN, bank accounts,
 * signing, identity: docs/routing.md#a-referred-application), said about them: the borrower sees
 * `children`; the broker or loan originator who referred the application sees, in its place,
 * what the borrower still has to do ("Alex Rivera still has to order the valuation."), or that
 * the choice is theirs alone. With
 * `wholeStep`, the whole step is the borrower's: the referrer sees only that, as the page's
 * heading, and the step's own screen (which speaks to the borrower) is not even loaded.
 */
export function BorrowerOnly({
  act,
  wholeStep = false,
  choice = false,
  children,
}: {
  /** What the borrower does, said about them: "order the valuation", "verify their identity". */
  act: string;
  wholeStep?: boolean;
  /** The act is theirs to choose, not a step left to do: "Only Alex Rivera can …". */
  choice?: boolean;
  children: ReactNode;
}) {
  const role = useAppSelector(selectApplicationRole);
  const application = useAppSelector(selectCurrentApplication);
  if (role !== 'referrer') return children;
  const borrower = borrowerOf(application);
  const text = choice ? onlyTheBorrowerText(borrower, act) : stillHasToText(borrower, act);
  if (!wholeStep) return <p className="borrower-only">{text}</p>;
  return (
    <Screen title={text}>
      <p>{BORROWER_ONLY_TEXT}</p>
    </Screen>
  );
}
