import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
  useFormikContext,
} from 'formik';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Schema } from 'yup';
import { hasDraft } from '../lib/hasDraft';
import { joinErrorMessages, sendFailureMessage } from '../lib/errorMessages';
import { SlowLoadNotice } from '../ui/Loader';
import { useTakingLong } from '../ui/useTakingLong';
import { DraftScope } from './draftScope';
import { ErrorSummary, type FormStatus } from './ErrorSummary';
import { useCheckedAgainInNewLanguage } from './checkedAgainInNewLanguage';
import './schemas/messages';
import { fieldPathsOf, mapServerErrors, withFieldErrors } from './serverErrors';
import { PendingButton } from '../ui/PendingButton';

/**
 * The drafts' code (docs/requests.md#drafts), loaded apart: by a form with a draft to bring back,
 * else once something is typed.
 */
const DraftKeeper = lazy(() =>
  import(/* webpackChunkName: "drafts" */ './DraftKeeper').catch(() => ({
    // Not loaded (offline, say): the form works without its draft.
    default: () => null,
  })),
);

/** What the primary button says while the call is in flight. */
export const PENDING_LABEL = msg`Sending…`;

export interface StepFormProps<Values extends FormikValues> {
  /** Written in the order the fields are shown: the error summary lists errors in that order. */
  initialValues: Values;
  validationSchema: Schema<unknown>;
  /**
   * Sends the values. Resolves when the call succeeded (then ask the routing to decide); rejects
   * with the request layer's error (RTK Query's `.unwrap()`), which the form explains.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The primary button's name (docs/journey.md). */
  submitLabel: string;
  /** The questions, and anything shown between the error summary and the button. */
  children: ReactNode;
  /** Shown beside the primary button: a secondary action ("Cancel", a link back to a summary). */
  secondary?: ReactNode;
  /** Shown in the error summary, below its entries: where to change what the errors are about. */
  summaryActions?: ReactNode;
}

/**
 * A send that got no answer: the device is offline or the connection dropped. Only the request
 * layer's own answer (a plain ApiError) counts; an Error a form throws says its own message.
 */
export const isConnectionLost = (error: unknown) =>
  !(error instanceof Error) && (error as { status?: unknown } | null)?.status === 'FETCH_ERROR';

/**
 * The message for the whole form of a failed call, or null when its errors are all on fields
 * (docs/forms.md#a-failed-call).
 */
export function formErrorMessage(
  error: unknown,
  mapped: ReturnType<typeof mapServerErrors>,
): string | null {
  if (mapped.formMessages.length > 0) return joinErrorMessages(mapped.formMessages);
  if (Object.keys(mapped.fieldErrors).length > 0) return null;
  return sendFailureMessage(error);
}

/**
 * A step's form: formik with yup, the error summary at the top, the questions, and the primary
 * button. Validation runs on submit. While the call is in flight the button is marked disabled
 * (keeping the focus), busy and says "Sending…", and a second submit sends nothing. A failed call
 * keeps every value: a 400's errors land on their fields, anything else shows the failed call's
 * message (docs/shell.md#errors-and-the-session) in the error summary, while the values sent stay.
 */
export function StepForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  submitLabel,
  children,
  secondary,
  summaryActions,
}: StepFormProps<Values>) {
  const draft = useContext(DraftScope);
  const [keeping, setKeeping] = useState(() => !!draft && hasDraft(draft.scope, draft.step));
  const sent = useRef(false);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    sent.current = false;
    try {
      await onSubmit(values);
      sent.current = true;
    } catch (error) {
      // Not the lender's answer: said as such, and nothing else (docs/requests.md#offline).
      if (isConnectionLost(error)) return helpers.setStatus({ offline: true } satisfies FormStatus);
      const mapped = mapServerErrors(error, fieldPathsOf(initialValues));
      const fieldErrors = withFieldErrors<FormikErrors<Values>>({}, mapped.fieldErrors);
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      // Written out as it is shown, so that the app's own words follow the page's language.
      const formError = () => formErrorMessage(error, mapped);
      helpers.setStatus({
        formError,
        fieldErrors: mapped.fieldErrors,
        sentValues: values,
      } satisfies FormStatus);
    }
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
    >
      <StepFormBody
        submitLabel={submitLabel}
        secondary={secondary}
        summaryActions={summaryActions}
        onInput={draft && !keeping ? () => setKeeping(true) : undefined}
      >
        {draft && keeping && (
          <Suspense>
            <DraftKeeper {...draft} sent={sent as RefObject<boolean>} />
          </Suspense>
        )}
        {children}
      </StepFormBody>
    </Formik>
  );
}

interface StepFormBodyProps {
  submitLabel: string;
  /** Something was typed or chosen. */
  onInput?: () => void;
  children: ReactNode;
  secondary?: ReactNode;
  summaryActions?: ReactNode;
}

const CONNECTION_EVENTS = ['online', 'offline'];
const subscribeToConnection = (onChange: () => void) => {
  CONNECTION_EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => CONNECTION_EVENTS.forEach((name) => window.removeEventListener(name, onChange));
};

/**
 * docs/requests.md#offline: while the browser says it is offline the form says so (its answers
 * stay); after a send that got no answer, it says the connection dropped, or, once the browser is
 * back online, that one press of its button sends it. It never sends by itself.
 */
export function connectionText(
  connection: { online: boolean; failed: boolean; wentOffline: boolean },
  submitLabel: string,
): MessageDescriptor | null {
  if (!connection.online) {
    return msg`You are offline, so nothing can be sent. What you entered is kept here: once you are back online, press "${submitLabel}".`;
  }
  if (!connection.failed) return null;
  return connection.wentOffline
    ? msg`You are back online. Press "${submitLabel}" to send again.`
    : msg`The connection dropped before the lender answered. What you entered is kept here: press "${submitLabel}" to try again.`;
}

function StepFormBody({
  submitLabel,
  children,
  secondary,
  summaryActions,
  onInput,
}: StepFormBodyProps) {
  const { t } = useLingui();
  const { submitForm, isSubmitting, status } = useFormikContext();
  useCheckedAgainInNewLanguage();
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const failed = !!(status as FormStatus | undefined)?.offline;
  // Whether the browser went offline since the form was last sent: set as it happens.
  const [wentOffline, setWentOffline] = useState(false);
  if (!online && !wentOffline) setWentOffline(true);
  if (online && !failed && wentOffline) setWentOffline(false);
  const said = connectionText({ online, failed, wentOffline }, submitLabel);
  const connection = said ? t(said) : '';
  // No wait in silence: a call still in flight after 5 s says so, with the support contact.
  const slow = useTakingLong(isSubmitting);
  // Set at once (formik's isSubmitting arrives with the next render): a double click sends once.
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submitForm().finally(() => {
      inFlight.current = false;
    });
  };
  return (
    <form className="step-form" noValidate onSubmit={onSubmit} onChange={onInput}>
      <ErrorSummary actions={summaryActions} />
      {children}
      <div className="button-row">
        {/* It keeps the focus while the call is in flight; the form sends nothing a second time. */}
        <PendingButton type="submit" pending={isSubmitting}>
          {isSubmitting ? t(PENDING_LABEL) : submitLabel}
        </PendingButton>
        {secondary}
      </div>
      {/* The live region is there from the start of the call, so what it then says is announced. */}
      {(isSubmitting || connection) && (
        <div role="status">
          {isSubmitting && slow && (
            <Suspense>
              <SlowLoadNotice sending />
            </Suspense>
          )}
          {!isSubmitting && connection && (
            <p className="form-note form-note--connection">{connection}</p>
          )}
        </div>
      )}
    </form>
  );
}
