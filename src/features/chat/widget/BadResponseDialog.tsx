import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ChoiceField } from '../../../forms/ChoiceField';
import { Dialog } from '../../../ui/Dialog';
import { BAD_RESPONSE_DETAIL_MAX, CHAT_ALERTS } from '../chatRules';
import { BAD_RESPONSE_REASONS, badResponseSchema } from '../chatSchemas';
import { badResponseSubmitted } from '../chatSlice';
import { selectChat } from '../chatStore';

interface BadResponseValues {
  reason: string;
  additionalInformation: string;
}

/** The reasons as shown; the English reason itself is what is sent (the lender's feedbackMessage). */
const REASON_LABELS: Record<(typeof BAD_RESPONSE_REASONS)[number], MessageDescriptor> = {
  'Answer too vague': msg`Answer too vague`,
  'Not specific to my application': msg`Not specific to my application`,
  'Not what I was asking about': msg`Not what I was asking about`,
  Other: msg`Other`,
};

/** The chatbot's "Tell us more" dialog (docs/webchat.md#messages-and-forms). */
export function BadResponseDialog({
  questionId,
  onClose,
}: {
  questionId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const detailId = useId();
  const max = BAD_RESPONSE_DETAIL_MAX;
  const { feedback } = useAppSelector(selectChat);
  // This answer's feedback as sent: the dialog closes once the lender has it; a failure is said
  // here, with what was typed kept for another try.
  const sent = feedback?.questionId === questionId ? feedback.status : null;
  useEffect(() => {
    if (sent === 'sent') onClose();
  }, [sent, onClose]);
  return (
    <Dialog title={t`Tell us more`} onClose={onClose} className="chat-feedback">
      <Formik<BadResponseValues>
        initialValues={{ reason: '', additionalInformation: '' }}
        validationSchema={badResponseSchema}
        onSubmit={(values) => {
          dispatch(badResponseSubmitted({ questionId, ...values }));
        }}
      >
        {({ values, errors, submitCount, handleChange, handleBlur }) => {
          const count = values.additionalInformation.length;
          return (
            <Form noValidate>
              <ChoiceField
                name="reason"
                legend={t`What was wrong with this answer?`}
                choices={BAD_RESPONSE_REASONS.map((reason) => ({
                  value: reason,
                  label: t(REASON_LABELS[reason]),
                }))}
              />
              <div
                className={
                  submitCount && errors.additionalInformation
                    ? 'form-field form-field--error'
                    : 'form-field'
                }
              >
                <label className="form-field__label" htmlFor={detailId}>
                  <Trans>Additional information</Trans>
                </label>
                <p className="form-field__hint" id={`${detailId}-count`}>
                  <Trans>
                    {count} of {max} characters
                  </Trans>
                </p>
                {submitCount && errors.additionalInformation ? (
                  <p className="form-field__error" id={`${detailId}-error`}>
                    {errors.additionalInformation}
                  </p>
                ) : null}
                <textarea
                  id={detailId}
                  name="additionalInformation"
                  className="form-input"
                  rows={3}
                  value={values.additionalInformation}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  aria-describedby={
                    submitCount && errors.additionalInformation
                      ? `${detailId}-count ${detailId}-error`
                      : `${detailId}-count`
                  }
                  aria-invalid={submitCount && errors.additionalInformation ? true : undefined}
                />
              </div>
              <div role="alert" className={sent === 'failed' ? 'chat-alert chat-alert--error' : ''}>
                {sent === 'failed' ? t(CHAT_ALERTS.somethingWentWrong.text) : null}
              </div>
              <button
                type="submit"
                className="button button--primary"
                aria-busy={sent === 'sending' ? true : undefined}
                disabled={sent === 'sending'}
              >
                <Trans>Submit</Trans>
              </button>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
