import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useAppSelector } from '../../app/hooks';
import { ChoiceField } from '../../forms/ChoiceField';
import { Field } from '../../forms/Field';
import { StepForm } from '../../forms/StepForm';
import { useFieldError } from '../../forms/useFieldError';
import { Dialog } from '../../ui/Dialog';
import { useToast } from '../feedback';
import { selectPathname } from '../navigation';
import { useSendCeoFeedbackMutation } from './ceoFeedbackApi';
import {
  CEO_FEEDBACK_TITLE,
  ceoFeedbackSchema,
  CONSENT_CHOICES,
  CONSENT_QUESTION,
  type CeoFeedbackValues,
  feedbackOf,
  INITIAL_VALUES,
  MESSAGE_MAX,
  MESSAGE_MIN,
  TOPICS,
} from './feedback';
import './ceoFeedback.css';

export const SUBMIT_LABEL = msg`Send`;
export const SENT_MESSAGE = msg`Thank you. Your feedback was sent to our CEO.`;

/** The message: a text area in the kit's Field (label, hint, error above it, aria wiring). */
function MessageField() {
  const { t } = useLingui();
  const [field] = useField<string>('message');
  const error = useFieldError('message');
  const min = MESSAGE_MIN;
  const max = MESSAGE_MAX;
  return (
    <Field
      name="message"
      label={t`Message`}
      hint={t`Between ${min} and ${max} characters.`}
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          className="form-input ceo-feedback__message"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          rows={6}
        />
      )}
    </Field>
  );
}

/**
 * "Share your thoughts with our CEO" (docs/supporting-areas.md#feedback-to-the-ceo, docs/forms.md#feedback-to-the-ceo): Topic, Message and the
 * marketing-consent question, sent with the page's path and, on an application, its id. The
 * kit's form validates on submit; a 400's errors land on their fields, any other failure shows in
 * the error summary, and every typed value stays. A sent message closes the dialog and a success
 * toast (a status message, so announced) says so.
 */
export default function CeoFeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const pathname = useAppSelector(selectPathname);
  const [send] = useSendCeoFeedbackMutation();
  const toast = useToast();

  const submit = async (values: CeoFeedbackValues) => {
    await send(feedbackOf(values, pathname)).unwrap();
    toast(SENT_MESSAGE, 'success');
    onClose();
  };

  return (
    <Dialog title={t(CEO_FEEDBACK_TITLE)} onClose={onClose} className="ceo-feedback">
      <StepForm<CeoFeedbackValues>
        initialValues={INITIAL_VALUES}
        validationSchema={ceoFeedbackSchema}
        onSubmit={submit}
        submitLabel={t(SUBMIT_LABEL)}
        secondary={
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        }
      >
        <ChoiceField
          name="topic"
          legend={t`Topic`}
          choices={TOPICS.map((topic) => ({ value: topic.value, label: t(topic.label) }))}
        />
        <MessageField />
        <ChoiceField
          name="marketingConsent"
          legend={t(CONSENT_QUESTION)}
          choices={CONSENT_CHOICES.map((choice) => ({
            value: choice.value,
            label: t(choice.label),
          }))}
        />
      </StepForm>
    </Dialog>
  );
}
