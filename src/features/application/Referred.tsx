import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyWithRetry } from '../../loading/lazyWithRetry';
import { Loader } from '../../ui/Loader';
import { selectApplicationRole } from './referred';

/** The referrer's views (./ReferredViews.tsx): fetched only when a referrer opens the application. */
const ReferredView = lazyWithRetry(
  () => import(/* webpackChunkName: "referred" */ './ReferredViews'),
);

const useReferrer = () => useAppSelector(selectApplicationRole) === 'referrer';

/**
 * docs/routing.md#a-referred-application: at the top of every page of an application the
 * signed-in broker or loan originator referred, a region naming whose it is; nothing for anyone
 * else.
 */
export function ReferredApplicationBar() {
  return useReferrer() ? (
    <Suspense fallback={null}>
      <ReferredView part="bar" />
    </Suspense>
  ) : null;
}

/**
 * An act only the application's borrower may do (consents, fees, the SSN, bank accounts,
 * signing, identity: docs/routing.md#a-referred-application), said about them: the borrower sees
 * `children`; the broker or loan originator who referred the application sees, in its place,
 * what the borrower still has to do ("Alex Rivera still has to order the valuation."), or, for a
 * `choice`, that it is theirs alone. With `wholeStep`, the whole page is the act: the referrer
 * sees only that, as the page's heading.
 */
export function BorrowerOnly({
  act,
  wholeStep = false,
  choice = false,
  children,
}: {
  /**
   * What the borrower does, said about them: "order the valuation", "verify their identity" (a
   * message, written out in the page's language).
   */
  act: MessageDescriptor;
  wholeStep?: boolean;
  /** The act is theirs to choose, not a step left to do: "Only Alex Rivera can …". */
  choice?: boolean;
  children: ReactNode;
}) {
  return useReferrer() ? (
    <Suspense fallback={null}>
      <ReferredView part="act" act={act} wholeStep={wholeStep} choice={choice} />
    </Suspense>
  ) : (
    children
  );
}

/**
 * A step of the application (`path`, its route in the manifest): the borrower sees its screen;
 * to the broker or loan originator who referred the application, a step the borrower alone may
 * take says what they still have to do instead (./ReferredViews.tsx BORROWER_ACTS), and the
 * step's own screen, which speaks to the borrower, is not even loaded.
 */
export function BorrowerStep({ path, children }: { path: string; children: ReactNode }) {
  return useReferrer() ? (
    <Suspense fallback={<Loader />}>
      <ReferredView part="step" path={path}>
        {children}
      </ReferredView>
    </Suspense>
  ) : (
    children
  );
}
