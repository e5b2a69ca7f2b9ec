import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import './locationAlert.css';

export const LOCATION_ALERT_HEADING = msg`Why we need your location`;

/**
 * The browser's geolocation permission ('granted', 'denied' or 'prompt'), following its changes,
 * or null while unknown and where the Permissions API is missing or refuses the query.
 */
export function useGeolocationPermission(): PermissionState | null {
  const [state, setState] = useState<PermissionState | null>(null);

  useEffect(() => {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (typeof permissions?.query !== 'function') return;
    let active = true;
    let status: PermissionStatus | null = null;
    const update = () => {
      if (active && status) setState(status.state);
    };
    Promise.resolve()
      .then(() => permissions.query({ name: 'geolocation' }))
      .then(
        (result) => {
          status = result;
          update();
          result.addEventListener?.('change', update);
        },
        () => undefined, // No answer: the alert is not shown.
      );
    return () => {
      active = false;
      status?.removeEventListener?.('change', update);
    };
  }, []);

  return state;
}

/**
 * The location alert (docs/supporting-areas.md#location-alert): shown when the browser denies this site the location
 * that secure e-signing needs, with how to turn it on. A labelled alert, so it is announced when
 * it appears; it can be dismissed, and goes by itself if the permission is granted.
 */
export function LocationAlert({ onDismiss }: { onDismiss?: () => void }) {
  const { t } = useLingui();
  const permission = useGeolocationPermission();
  const [dismissed, setDismissed] = useState(false);
  const headingId = useId();

  if (permission !== 'denied' || dismissed) return null;
  return (
    <section className="location-alert" role="alert" aria-labelledby={headingId}>
      <div className="location-alert__body">
        <h2 id={headingId} className="location-alert__heading">
          {t(LOCATION_ALERT_HEADING)}
        </h2>
        <p>
          <Trans>
            Location services must be enabled for secure e-signing. Your browser is blocking this
            site from using your location, so you will not be able to sign your documents until you
            turn it on.
          </Trans>
        </p>
        <p className="location-alert__how">
          <Trans>To turn on location services:</Trans>
        </p>
        <ol>
          <li>
            <Trans>
              Make sure location services are on for your device (on a phone or tablet, in its
              Settings under Privacy or Location).
            </Trans>
          </li>
          <li>
            <Trans>
              In your browser, open this site&apos;s settings (the icon beside the web address) and
              set Location to Allow.
            </Trans>
          </li>
          <li>
            <Trans>Reload this page.</Trans>
          </li>
        </ol>
      </div>
      <button
        type="button"
        className="button location-alert__dismiss"
        onClick={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      >
        <Trans>Dismiss</Trans>
      </button>
    </section>
  );
}
