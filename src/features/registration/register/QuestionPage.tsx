import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { type ReactNode, useEffect, useState } from 'react';
import type { Schema } from 'yup';
import { BackLink } from '../../../forms/BackLink';
import { StepForm } from '../../../forms/StepForm';
import { WithheldNote } from '../../../forms/WithheldNote';
import { saveStepValues, type StepValues, withheldOf } from '../answers';
import type { AnsweredStep, RegistrationStep } from '../steps';

/** The primary button of every question page but the last (docs/journey.md). */
export const CONTINUE_LABEL = msg`Continue`;

/**
 * What goes above one registration page's question (docs/accessibility.md#page-titles): Back (to
 * the page before, none on the first) and where the page stands in the walk. The question itself
 * is the screen's h1.
 */
export function StepCaption({
  back,
  position,
}: {
  /** The router path of the page before (query included), or null. */
  back: string | null;
  position: { number: number; total: number };
}) {
  const { t } = useLingui();
  return (
    <>
      {back ? <BackLink to={back} /> : null}
      <p className="registration-step__count">{t(stepCountText(position))}</p>
    </>
  );
}

/** "Step 2 of 5". */
export function stepCountText(position: { number: number; total: number }): MessageDescriptor {
  const { number, total } = position;
  return msg`Step ${number} of ${total}`;
}

/**
 * The document title of a registration page: "Your plans for the home – Step 1 of 5", the
 * question given as it is shown.
 */
export function stepDocumentTitle(
  question: string,
  position: { number: number; total: number },
): MessageDescriptor {
  const { number, total } = position;
  return msg`${question} – Step ${number} of ${total}`;
}

/**
 * Keeps the page's values as they are typed (session storage, only this page's fields), so Back,
 * the browser's back button and a reload all find them.
 */
function KeepValues({ step }: { step: AnsweredStep }) {
  const { values } = useFormikContext();
  useEffect(() => {
    saveStepValues(step, values);
  }, [step, values]);
  return null;
}

export interface QuestionPageProps<Step extends AnsweredStep> {
  step: Step & RegistrationStep;
  initialValues: StepValues[Step];
  schema: Schema<unknown>;
  /** Called once the page's values are valid and kept: go on to the next page. */
  onContinue: () => void;
  /** The questions, and anything shown between the error summary and the button. */
  children: ReactNode;
}

/** A question page of the registration: its form, whose Continue checks this page only. */
export function QuestionPage<Step extends AnsweredStep>({
  step,
  initialValues,
  schema,
  onContinue,
  children,
}: QuestionPageProps<Step>) {
  const { t } = useLingui();
  const [withheld] = useState(() => withheldOf(step));
  return (
    <StepForm<StepValues[Step]>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        saveStepValues(step, values);
        onContinue();
      }}
      submitLabel={t(CONTINUE_LABEL)}
    >
      <KeepValues step={step} />
      {/* Read once, as the page opens: a date of birth typed before a reload is asked again. */}
      <WithheldNote paths={withheld} />
      {children}
    </StepForm>
  );
}
