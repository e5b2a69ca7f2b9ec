import { useFormikContext } from 'formik';
import { type MutableRefObject, type ReactNode, useEffect, useRef } from 'react';
import type { Schema } from 'yup';
import { BackLink } from '../../../forms/BackLink';
import { StepForm } from '../../../forms/StepForm';
import { saveStepValues, type StepValues } from '../answers';
import type { AnsweredStep, RegistrationStep } from '../steps';

/** The primary button of every question page but the last (contract/journey.md). */
export const CONTINUE_LABEL = 'Continue';

/**
 * The frame of one registration page: Back (to the page before, none on the first), where it
 * stands in the walk, its question as a heading (focused when the page changes, so a screen
 * reader starts there), then the form. On the page the visitor arrived at (`arrival`, the first
 * location a page showed at) the screen's own heading keeps the focus.
 */
export function StepFrame({
  back,
  position,
  heading,
  locationKey,
  arrival,
  children,
}: {
  /** The router path of the page before (query included), or null. */
  back: string | null;
  position: { number: number; total: number };
  heading: string;
  /** The history entry's key: a page shown at a new entry is a page the visitor moved to. */
  locationKey: string;
  arrival: MutableRefObject<string | null>;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    arrival.current ??= locationKey;
    if (arrival.current !== locationKey) headingRef.current?.focus();
  }, [arrival, locationKey]);
  return (
    <>
      {back ? <BackLink to={back} /> : null}
      <p className="registration-step__count">
        Step {position.number} of {position.total}
      </p>
      <h2 className="registration-step__heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </>
  );
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
  return (
    <StepForm<StepValues[Step]>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        saveStepValues(step, values);
        onContinue();
      }}
      submitLabel={CONTINUE_LABEL}
    >
      <KeepValues step={step} />
      {children}
    </StepForm>
  );
}
