import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useUiBrand } from './brand';
import { useTakingLong } from './useTakingLong';
import './loader.css';

/**
 * Taking longer than usual, try again, support: fetched only when a loader (or a form's call,
 * src/forms/StepForm.tsx) has waited.
 */
export const SlowLoadNotice = lazy(
  () => import(/* webpackChunkName: "slow-load-notice" */ './SlowLoadNotice'),
);

/**
 * A loading indicator announced politely to screen readers. Organisations with their own loader
 * animation (orgBrand.loaderUrl, docs/shell.md#other-pages) show it instead of the spinner; it is
 * decorative, the label says what is happening. Past TAKING_LONG_MS it says it is taking longer
 * than usual, with a way to try again and the support contact (SlowLoadNotice).
 */
export function Loader({ label }: { label?: string }) {
  const { t } = useLingui();
  const { loaderUrl } = useUiBrand();
  const slow = useTakingLong(true);
  return (
    <div className="loader" role="status" aria-live="polite">
      {loaderUrl ? (
        <img className="loader__image" src={loaderUrl} alt="" />
      ) : (
        <span className="loader__spinner" aria-hidden="true" />
      )}
      <span className="visually-hidden">{label ?? t`Loading`}</span>
      {slow && (
        <Suspense>
          <SlowLoadNotice />
        </Suspense>
      )}
    </div>
  );
}
