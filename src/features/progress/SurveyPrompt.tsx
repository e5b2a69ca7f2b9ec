import { useEffect, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPathname } from '../navigation';
import { applicationRouteOf } from '../routing';
import { selectSurveyTriggered, surveyTriggered } from '../shell';
import { telemetryEventSent } from '../telemetry';
import './progress.css';

/** Spec 1 section 9: the survey closes this long after it was answered. */
export const SURVEY_CLOSE_DELAY_MS = 750;

/** Spec 1 section 2.5: the only application steps that show the survey prompt. */
export const SURVEY_STEPS: readonly string[] = [
  'liens',
  'product/select',
  'identity',
  'signing/sign',
];

export const SURVEY_HEADING = 'Leave a quick survey';
export const SURVEY_QUESTION = 'How easy was this step?';
export const SURVEY_THANKS = 'Thank you for your feedback!';

/** The telemetry event a rating sends. */
export const SURVEY_EVENT = 'leave survey';
export const SURVEY_EVENT_TYPE = 'SURVEY';

export const SURVEY_RATINGS = [
  { value: 1, label: 'Very difficult' },
  { value: 2, label: 'Difficult' },
  { value: 3, label: 'Neither easy nor difficult' },
  { value: 4, label: 'Easy' },
  { value: 5, label: 'Very easy' },
] as const;

export type SurveyRating = (typeof SURVEY_RATINGS)[number];

/** The survey step of a page (e.g. 'product/select'), or null where the prompt never shows. */
export function surveyStepOf(pathname: string): string | null {
  const step = applicationRouteOf(pathname)?.step;
  return step !== undefined && SURVEY_STEPS.includes(step) ? step : null;
}

type Phase = 'asking' | 'thanking' | 'closed';

/**
 * The survey prompt of spec 1 section 2.5, shown only on /{uuid}/liens, product/select, identity
 * and signing/sign while the survey is still enabled. A rating sends a telemetry event (fire and
 * forget), marks the survey triggered for the rest of the session, thanks the borrower and
 * closes SURVEY_CLOSE_DELAY_MS later. The close button dismisses it on this page only, without
 * triggering it: the next survey page asks again.
 */
export function SurveyPrompt() {
  const dispatch = useAppDispatch();
  const pathname = useAppSelector(selectPathname);
  const triggered = useAppSelector(selectSurveyTriggered);
  const [phase, setPhase] = useState<Phase>('asking');
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const headingId = useId();
  const questionId = useId();

  useEffect(() => {
    if (phase !== 'thanking') return undefined;
    const timer = setTimeout(() => setPhase('closed'), SURVEY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const step = surveyStepOf(pathname);
  if (step === null || phase === 'closed') return null;
  if (phase === 'asking' && (triggered || dismissedOn === pathname)) return null;

  const choose = (rating: SurveyRating) => {
    dispatch(
      telemetryEventSent({
        event: SURVEY_EVENT,
        eventType: SURVEY_EVENT_TYPE,
        eventProperties: {
          step,
          question: SURVEY_QUESTION,
          rating: rating.value,
          ratingLabel: rating.label,
        },
        dontDedupe: true,
      }),
    );
    dispatch(surveyTriggered());
    setPhase('thanking');
  };

  return (
    <aside className="progress-survey" aria-labelledby={headingId}>
      <div className="progress-survey__header">
        <h2 id={headingId} className="progress-survey__heading">
          {SURVEY_HEADING}
        </h2>
        {phase === 'asking' ? (
          <button
            type="button"
            className="progress-survey__close"
            aria-label="Close survey"
            onClick={() => setDismissedOn(pathname)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {phase === 'asking' ? (
        <>
          <p id={questionId} className="progress-survey__question">
            {SURVEY_QUESTION}
          </p>
          <div role="group" aria-labelledby={questionId} className="progress-survey__ratings">
            {SURVEY_RATINGS.map((rating) => (
              <button
                key={rating.value}
                type="button"
                className="button progress-survey__rating"
                onClick={() => choose(rating)}
              >
                {rating.value}
                <span className="visually-hidden"> – {rating.label}</span>
              </button>
            ))}
          </div>
          <div className="progress-survey__scale" aria-hidden="true">
            <span>{SURVEY_RATINGS[0].label}</span>
            <span>{SURVEY_RATINGS[4].label}</span>
          </div>
        </>
      ) : null}
      <p role="status" className="progress-survey__status">
        {phase === 'thanking' ? SURVEY_THANKS : ''}
      </p>
    </aside>
  );
}
