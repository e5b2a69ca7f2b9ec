import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { object, string } from 'yup';
import { messageOfError } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { choiceSchema } from '../../../forms/schemas/choice';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectCompanyInfo } from '../../organisation';
import { useStepSubmit } from '../../routing';
import { LoadProblem } from '../../signing';
import { useGetNotarySlotsQuery, useReserveManualNotaryMutation } from '../notaryApi';
import { formatFee, manualNotaryFee } from '../notaryFee';
import { type SlotDay, slotDays } from '../notarySlots';
import { propertyTimeZone, type ProductTimeZone, zoneName } from '../../../contract/timeZones';
import { i18n as pageI18n } from '../../../lib/i18n';
import { useZonedTime, ZONED_TIME_FAILED } from '../useZonedTime';
import '../notary.css';
import { PendingButton } from '../../../ui/PendingButton';

export { titles } from '../titles';

export const RESERVE_TIME_LABEL = msg`Reserve time`;
export const DATE_LEGEND = msg`Choose a date`;
export const timeLegend = ({ label }: SlotDay) => msg`Choose a time on ${label}`;
export const DATE_MESSAGE = msg`Choose a date for your appointment`;
export const TIME_MESSAGE = msg`Choose a time for your appointment`;
export const LOAD_FAILED_TEXT = msg`We could not load the notary’s times`;
export const NO_SLOTS_TEXT = msg`There are no appointment times available right now. New times open every weekday.`;
export const REMOTE_INSTEAD_TEXT = msg`Choose a remote eNotary instead`;
export const CHECK_AGAIN_LABEL = msg`Check again`;

export interface ScheduleValues {
  /** The day (2026-11-30 in the property's zone). */
  date: string;
  /** The slot, as the lender wrote it: what is sent. */
  requestedManualNotaryTime: string;
}

const initialValues: ScheduleValues = { date: '', requestedManualNotaryTime: '' };

/**
 * A day among those offered; once there is one, a time on that day. `messages` are DATE_MESSAGE
 * and TIME_MESSAGE, written out in the reader's language.
 */
export function scheduleSchema(days: readonly SlotDay[], messages: { date: string; time: string }) {
  return object({
    date: choiceSchema(
      days.map((day) => day.key),
      messages.date,
    ),
    requestedManualNotaryTime: string().when('date', {
      is: (date: unknown) => days.some((day) => day.key === date),
      then: (time) =>
        time
          .required(messages.time)
          .test('on-the-day', messages.time, (value, context) =>
            days.some(
              (day) =>
                day.key === (context.parent as ScheduleValues).date &&
                day.slots.some((slot) => slot.value === value),
            ),
          ),
    }),
  });
}

/** A new day clears a time chosen on another day. */
function TimeFollowsDay({ days }: { days: readonly SlotDay[] }) {
  const { values, setFieldValue } = useFormikContext<ScheduleValues>();
  const { date, requestedManualNotaryTime: time } = values;
  useEffect(() => {
    if (!time) return;
    const day = days.find((candidate) => candidate.key === date);
    if (!day?.slots.some((slot) => slot.value === time)) {
      void setFieldValue('requestedManualNotaryTime', '', false);
    }
  }, [days, date, time, setFieldValue]);
  return null;
}

/** The times of the day chosen (none before a day is chosen). */
function TimeChoice({ days }: { days: readonly SlotDay[] }) {
  const { t } = useLingui();
  const { values } = useFormikContext<ScheduleValues>();
  const day = days.find((candidate) => candidate.key === values.date);
  if (!day) return null;
  return (
    <ChoiceField name="requestedManualNotaryTime" legend={t(timeLegend(day))} choices={day.slots} />
  );
}

function ScheduleForm({
  days,
  zone,
  fee,
}: {
  days: SlotDay[];
  zone: ProductTimeZone | null;
  fee: string;
}) {
  const { t } = useLingui();
  const schema = useMemo(
    () => scheduleSchema(days, { date: t(DATE_MESSAGE), time: t(TIME_MESSAGE) }),
    [days, t],
  );
  const timeZone = t(zoneName(zone));
  const [reserve] = useReserveManualNotaryMutation();
  const submit = useStepSubmit((applicationUuid, values: ScheduleValues) =>
    reserve({
      applicationUuid,
      requestedManualNotaryTime: values.requestedManualNotaryTime,
    }).unwrap(),
  );
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t(RESERVE_TIME_LABEL)}
    >
      <p>
        <Trans>
          A notary meets you in person to notarize your deed of trust, for a fee of {fee}. Choose a
          date, then a time. Times are in {timeZone}, the time where your property is.
        </Trans>
      </p>
      <TimeFollowsDay days={days} />
      <ChoiceField
        name="date"
        legend={t(DATE_LEGEND)}
        choices={days.map((day) => ({ value: day.key, label: day.label }))}
      />
      <TimeChoice days={days} />
    </StepForm>
  );
}

/** No time on offer: say so; the times can be loaded again, or a remote notary chosen. */
function NoSlots({
  applicationUuid,
  onCheck,
  checking,
}: {
  applicationUuid: string;
  onCheck: () => void;
  checking: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <p>{t(NO_SLOTS_TEXT)}</p>
      <p>
        <Link to={`/${applicationUuid}/notary/intro`}>{t(REMOTE_INSTEAD_TEXT)}</Link>
      </p>
      <div className="button-row">
        <PendingButton className="button" pending={checking} onClick={onCheck}>
          {t(CHECK_AGAIN_LABEL)}
        </PendingButton>
      </div>
      <GetHelp />
    </>
  );
}

/**
 * /account/heloc/{uuid}/notary/schedule-manual: the dates and times a manual notary can come
 * (`GET .../notary/slots`), shown in the property's time zone (moment-timezone, loaded with
 * import(): useZonedTime). "Reserve time" sends `PUT .../notary/manual
 * { requestedManualNotaryTime }` (the slot as the lender wrote it); then the routing decides
 * (MANUAL_DEED_SIGNING: notary/reserve-manual, the confirmation).
 */
export default function ScheduleManualNotaryScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const { disclosureCopy } = useAppSelector(selectCompanyInfo);
  const slots = useGetNotarySlotsQuery(applicationUuid ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const { zoned, failed, retry } = useZonedTime();
  const propertyState = application?.property?.state || application?.property?.address?.state;
  const zone = propertyTimeZone(propertyState, slots.data?.timeZone);
  // The days and times are written in the page's language: again when it changes.
  const locales = pageI18n.intlLocales;
  const days = useMemo(
    () => (zoned && slots.data ? slotDays(slots.data.slots, zone, zoned, locales) : null),
    [zoned, slots.data, zone, locales],
  );

  let content;
  if (!slots.data && slots.isError) {
    content = (
      <LoadProblem
        what={t(LOAD_FAILED_TEXT)}
        detail={messageOfError(slots.error)}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  } else if (failed) {
    content = (
      <LoadProblem what={t(LOAD_FAILED_TEXT)} detail={t(ZONED_TIME_FAILED)} onRetry={retry} />
    );
  } else if (!applicationUuid || !days) {
    content = <Loader label={t`Loading the times available`} />;
  } else if (days.length === 0) {
    content = (
      <NoSlots
        applicationUuid={applicationUuid}
        onCheck={() => void slots.refetch()}
        checking={slots.isFetching}
      />
    );
  } else {
    content = (
      <ScheduleForm days={days} zone={zone} fee={formatFee(manualNotaryFee(disclosureCopy))} />
    );
  }
  // One Screen whatever the state: the heading stays the same element, and keeps the focus.
  return <Screen>{content}</Screen>;
}
