import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../../app/hooks';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Link } from '../../../ui/Link';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { useRoutingCheck } from '../../routing';
import { appointmentLabel } from '../appointmentTime';
import { useGetNotarySlotsQuery } from '../notaryApi';
import { propertyTimeZone, zoneName } from '../../../contract/timeZones';
import '../notary.css';

export { titles } from '../titles';

export const RESERVED_HEADING = msg`Your appointment`;
export const NO_TIME_TEXT = msg`We do not have a time for your appointment yet. We will contact you to arrange one.`;

export const WHAT_HAPPENS_NEXT: readonly MessageDescriptor[] = [
  msg`We e-mail you to confirm the appointment. The notary contacts you before it to agree where you meet.`,
  msg`Bring your photo ID (the one you uploaded). The notary checks it and watches you confirm your signature on the deed of trust.`,
  msg`After the appointment your loan moves on to funding: first the 3 business days in which you can still cancel, then funding.`,
];
export const CHANGE_TIME_TEXT = msg`Choose another time`;
export const CANCEL_TEXT = msg`To cancel the appointment, contact us.`;

/**
 * /account/heloc/{uuid}/notary/reserve-manual (server state MANUAL_DEED_SIGNING): the manual
 * notary's appointment as reserved (application.requestedManualNotaryTime), in the property's
 * time zone (with Intl, not moment-timezone: appointmentTime.ts), and what happens next; another
 * time can be chosen (schedule-manual again). The page checks again: the lender moves the
 * application on once the deed is notarized.
 *
 * The zone is the one the lender names with its slots (`GET .../notary/slots`, as on
 * schedule-manual, so both pages agree), else the property state's.
 */
export default function ReserveManualNotaryScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const check = useRoutingCheck();
  const time = application?.requestedManualNotaryTime ?? null;
  const slots = useGetNotarySlotsQuery(time && applicationUuid ? applicationUuid : skipToken);
  const propertyState = application?.property?.state || application?.property?.address?.state;
  // A failed read of the slots leaves the property state's zone.
  const zone = propertyTimeZone(propertyState, slots.data?.timeZone);

  let appointment;
  if (time === null) {
    appointment = <p>{t(NO_TIME_TEXT)}</p>;
  } else if (slots.isLoading) {
    appointment = <Loader label={t`Loading your appointment`} />;
  } else {
    const timeZone = t(zoneName(zone));
    appointment = (
      <>
        <p className="notary-appointment">{appointmentLabel(time, zone, t) ?? time}</p>
        <p>
          <Trans>Times are in {timeZone}, the time where your property is.</Trans>
        </p>
      </>
    );
  }

  return (
    <Screen>
      <p>
        <Trans>You have reserved a manual notary to notarize your deed of trust.</Trans>
      </p>
      <h2>{t(RESERVED_HEADING)}</h2>
      {appointment}
      <NextSteps steps={WHAT_HAPPENS_NEXT.map((step) => t(step))} />
      <CheckAgain {...check} />
      {applicationUuid && time !== null ? (
        <p>
          <Link to={`/${applicationUuid}/notary/schedule-manual`}>{t(CHANGE_TIME_TEXT)}</Link>
        </p>
      ) : null}
      <GetHelp>
        <p>{t(CANCEL_TEXT)}</p>
      </GetHelp>
    </Screen>
  );
}
