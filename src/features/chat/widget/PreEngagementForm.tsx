import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { object } from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CheckedAgainInNewLanguage } from '../../../forms/checkedAgainInNewLanguage';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { TextField } from '../../../forms/TextField';
import { selectLocation } from '../../navigation';
import { selectProfile } from '../../profile';
import { preEngagementSchema } from '../chatSchemas';
import { chatStartRequested } from '../chatSlice';
import { selectChat } from '../chatStore';

const production = process.env.NODE_ENV === 'production';

/**
 * The dev agent list (builds other than production: docs/webchat.md#who-may-chat), in the
 * developer controls' chunk, absent from a production build (the condition folds to false there).
 */
const DevAgentField: ComponentType | null = !production
  ? lazy(() =>
      import(/* webpackChunkName: "chat-dev" */ '../ChatDevControls').then((m) => ({
        default: m.DevAgentField,
      })),
    )
  : null;

/** Builds other than production show the dev agent list with `?dev-agents` (reading chosen). */
const devAgentListShown = (search: string) =>
  !production && new URLSearchParams(search).has('dev-agents');

function HoursLine() {
  const { t } = useLingui();
  const { hoursText, mode } = useAppSelector(selectChat);
  if (!hoursText) return null;
  const hours = t(hoursText);
  return (
    <p className="chat-widget__hours">
      {mode === 'chatbot' ? (
        <Trans>
          Our team is away right now; our assistant can answer your questions. Live chat hours:{' '}
          {hours} (Pacific time).
        </Trans>
      ) : (
        <Trans>Live chat hours: {hours} (Pacific time).</Trans>
      )}
    </p>
  );
}

export interface PreEngagementValues {
  chat: { name: string; email: string; devAgentId: string };
}

/** Step 1 (docs/webchat.md#the-widget): Name, Email address, "Start chat"; prefilled for a signed-in person. */
export function PreEngagementForm({
  entered,
  onEnter,
}: {
  entered: PreEngagementValues['chat'] | null;
  onEnter: (values: PreEngagementValues['chat']) => void;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { phase, autoStart } = useAppSelector(selectChat);
  const profile = useAppSelector(selectProfile);
  const { search } = useAppSelector(selectLocation);
  const withAgents = devAgentListShown(search);
  const started = useRef(false);
  const name = profile?.name ? `${profile.name.firstName} ${profile.name.lastName}`.trim() : '';
  const email = profile?.email ?? '';

  // docs/webchat.md#who-may-chat: a signed-in person's chat starts by itself (not in stream mode).
  useEffect(() => {
    if (!autoStart || started.current || !name || !email || withAgents) return;
    started.current = true;
    dispatch(chatStartRequested({ friendlyName: name, emailAddress: email }));
  }, [autoStart, name, email, withAgents, dispatch]);

  const schema = useMemo(() => object({ chat: preEngagementSchema(withAgents) }), [withAgents]);
  const starting = phase === 'starting';
  return (
    <Formik<PreEngagementValues>
      initialValues={{ chat: entered ?? { name, email, devAgentId: '' } }}
      validationSchema={schema}
      onSubmit={(values) => {
        onEnter(values.chat);
        dispatch(
          chatStartRequested({
            friendlyName: values.chat.name.trim(),
            emailAddress: values.chat.email.trim(),
            ...(values.chat.devAgentId ? { devAgentId: values.chat.devAgentId } : {}),
          }),
        );
      }}
    >
      <Form noValidate className="chat-form">
        <HoursLine />
        {/* Takes focus after a submit that did not pass; its entries name the fields. */}
        <ErrorSummary />
        <CheckedAgainInNewLanguage />
        <TextField name="chat.name" label={t`Name`} autoComplete="name" />
        <TextField name="chat.email" label={t`Email address`} type="email" autoComplete="email" />
        {withAgents && DevAgentField ? (
          <Suspense fallback={null}>
            <DevAgentField />
          </Suspense>
        ) : null}
        <button type="submit" className="button button--primary" disabled={starting}>
          {starting ? <Trans>Starting chat…</Trans> : <Trans>Start chat</Trans>}
        </button>
      </Form>
    </Formik>
  );
}
