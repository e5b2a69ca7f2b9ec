import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ProgressStep } from './progressSteps';
import { stepState, type StepState } from './progressSteps';
import type { StepsProgress } from './progressSelectors';
import './progress.css';

/** What a screen reader hears before a step's label ("Completed: "), by the step's state. */
const STATE_TEXT: Record<StepState, MessageDescriptor | null> = {
  done: msg`Completed: `,
  current: null,
  upcoming: null,
};

function SubStepList({
  subSteps,
  parentState,
  currentSubStep,
}: {
  subSteps: readonly ProgressStep[];
  parentState: StepState;
  currentSubStep: number | null;
}) {
  const { t } = useLingui();
  const stateText = (state: StepState) => {
    const text = STATE_TEXT[state];
    return text ? t(text) : '';
  };
  return (
    <ol className="progress-substeps">
      {subSteps.map((subStep, index) => {
        // A finished step's sub-steps are all done, an upcoming step's all upcoming.
        const state: StepState =
          parentState === 'current' ? stepState(index, currentSubStep) : parentState;
        return (
          <li
            key={subStep.id}
            className={`progress-substep progress-substep--${state}`}
            aria-current={state === 'current' ? 'true' : undefined}
            data-state={state}
          >
            <span className="visually-hidden">{stateText(state)}</span>
            <span className="progress-substep__label">{t(subStep.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Steps as an ordered list: done steps carry a check mark (and "Completed" for screen readers),
 * the current one aria-current="step" (its current sub-step aria-current="true"), the rest
 * upcoming.
 */
export function ProgressStepList({
  label,
  steps,
  current,
  currentSubStep,
}: StepsProgress & { label: string }) {
  const { t } = useLingui();
  const stateText = (state: StepState) => {
    const text = STATE_TEXT[state];
    return text ? t(text) : '';
  };
  return (
    <ol className="progress-steps" aria-label={label}>
      {steps.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={step.id}
            className={`progress-step progress-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            <span className="progress-step__marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="progress-step__text">
              <span className="visually-hidden">{stateText(state)}</span>
              <span className="progress-step__label">{t(step.label)}</span>
            </span>
            {step.subSteps?.length ? (
              <SubStepList
                subSteps={step.subSteps}
                parentState={state}
                currentSubStep={currentSubStep}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
