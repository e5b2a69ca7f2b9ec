import type { ProgressStep } from './progressSteps';
import { stepState, type StepState } from './progressSteps';
import type { StepsProgress } from './progressSelectors';
import './progress.css';

const STATE_TEXT: Record<StepState, string> = {
  done: 'Completed: ',
  current: '',
  upcoming: '',
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
            <span className="visually-hidden">{STATE_TEXT[state]}</span>
            <span className="progress-substep__label">{subStep.label}</span>
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
              <span className="visually-hidden">{STATE_TEXT[state]}</span>
              <span className="progress-step__label">{step.label}</span>
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
