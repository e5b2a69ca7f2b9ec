import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPathname, applicationRouteOf } from '../navigation';
import { selectRouting, stepScreenShown } from '../routing';
import { rememberSurveyDone, selectSurveyDone, surveyFinished } from '../shell';
import { telemetryEventRequested } from '../telemetry';
import './progress.css';

/** docs/shell.md#timings-and-limits: the survey closes this long after it was answered. */
export const SURVEY_CLOSE_DELAY_MS = 750;

/** The only application steps that show the survey prompt (docs/shell.md#survey-prompt). */
export const SURVEY_STEPS: readonly string[] = [
  'liens',
  'product/select',
  'identity',
  'signing/sign',
];

/** The survey step of a page (e.g. 'product/select'), or null where the prompt never shows. */
export function surveyStepOf(pathname: string): string | null {
  const step = applicationRouteOf(pathname)?.step;
  return step !== undefined && SURVEY_STEPS.includes(step) ? step : null;
}

export const SURVEY_HEADING = msg`Leave a quick survey`;
/** The question in English, as the telemetry event names it (the page shows it as a message). */
export const SURVEY_QUESTION = 'How easy was this step?';
export const SURVEY_THANKS = msg`Thank you for your feedback!`;

/** The telemetry event a rating sends. */
export const SURVEY_EVENT = 'leave survey';
export const SURVEY_EVENT_TYPE = 'SURVEY';

/** Each rating: its `label` in English for the telemetry event, its `message` for the page. */
export const SURVEY_RATINGS = [
  { value: 1, label: 'Very difficult', message: msg`Very difficult` },
  { value: 2, label: 'Difficult', message: msg`Difficult` },
  { value: 3, label: 'Neither easy nor difficult', message: msg`Neither easy nor difficult` },
  { value: 4, label: 'Easy', message: msg`Easy` },
  { value: 5, label: 'Very easy', message: msg`Very easy` },
] as const;

export type SurveyRating = (typeof SURVEY_RATINGS)[number];

type Phase = 'asking' | 'thanking' | 'closed';

/**
 * Run just before the prompt closes: focus inside it would be lost to the page's body, so it goes
 * to the step's heading (src/ui/Screen gives it this id and tabIndex -1), else the main landmark.
 */
function moveFocusOutOf(card: HTMLElement | null) {
  if (!card?.contains(document.activeElement)) return;
  const target =
    document.getElementById('screen-heading') ?? document.getElementById('main-content');
  target?.focus({ preventScroll: true });
}

/**
 * The survey prompt (docs/shell.md#survey-prompt), shown only on /{uuid}/liens, product/select,
 * identity and signing/sign, once the page shows its step's own screen, until the borrower
 * answers or closes it: then it is done for that application (the store, and this browser's
 * storage, remember it), on every page and after a reload. A rating sends a telemetry event (fire and forget), thanks the borrower ("Thank you for
 * your feedback!", announced through the status region) and closes SURVEY_CLOSE_DELAY_MS later.
 *
 * It is a card in the page's flow at the end of the page, after the step and its panel and before
 * the footer (AppShell places it there): it never covers anything the borrower reads or a
 * control they focus, and, starting below the fold, nothing moves when it appears or closes.
 *
 * Focus: when the rating buttons go, focus moves to the card's heading (it would otherwise fall to
 * the page's body); when the card closes with focus inside it, focus moves to the step's heading.
 */
export function SurveyPrompt() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const pathname = useAppSelector(selectPathname);
  const done = useAppSelector(selectSurveyDone);
  const routing = useAppSelector(selectRouting);
  const [phase, setPhase] = useState<Phase>('asking');
  const headingId = useId();
  const questionId = useId();
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase !== 'thanking') return undefined;
    const timer = setTimeout(() => {
      moveFocusOutOf(card.current);
      setPhase('closed');
    }, SURVEY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // Only beside the step's own screen: not under "Finding your next step" nor the processing
  // modal, which may yet take the borrower elsewhere (docs/shell.md#survey-prompt). Deferred as
  // the application's page defers its step's screen, so that both show together.
  const stepShown = useDeferredValue(
    stepScreenShown(routing, pathname) && routing.phase !== 'waiting',
  );
  const step = surveyStepOf(pathname);
  const applicationUuid = applicationRouteOf(pathname)?.applicationUuid;
  if (step === null || !applicationUuid || phase === 'closed') return null;
  if (!stepShown || routing.phase === 'waiting') return null;
  if (phase === 'asking' && done.includes(applicationUuid)) return null;

  const finish = () => {
    dispatch(surveyFinished({ applicationUuid }));
    rememberSurveyDone(applicationUuid);
  };

  const choose = (rating: SurveyRating) => {
    dispatch(
      telemetryEventRequested({
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
    finish();
    setPhase('thanking');
    // The button that had focus is about to go. (A browser that does not focus a clicked button
    // leaves focus where it was, unless that was nowhere.)
    const focused = document.activeElement;
    if (card.current?.contains(focused) || focused === document.body || focused === null) {
      heading.current?.focus();
    }
  };

  const close = () => {
    moveFocusOutOf(card.current);
    if (phase === 'asking') finish();
    setPhase('closed');
  };

  return (
    <aside ref={card} className="progress-survey" aria-labelledby={headingId}>
      <div className="progress-survey__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="progress-survey__heading">
          {t(SURVEY_HEADING)}
        </h2>
        <button
          type="button"
          className="progress-survey__close"
          aria-label={t`Close survey`}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {phase === 'asking' ? (
        <>
          <p id={questionId} className="progress-survey__question">
            <Trans>How easy was this step?</Trans>
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
                <span className="visually-hidden"> – {t(rating.message)}</span>
              </button>
            ))}
          </div>
          <div className="progress-survey__scale" aria-hidden="true">
            <span>{t(SURVEY_RATINGS[0].message)}</span>
            <span>{t(SURVEY_RATINGS[4].message)}</span>
          </div>
        </>
      ) : null}
      {/* In the page from the start (empty), so screen readers announce the thanks. */}
      <p role="status" className="progress-survey__status">
        {phase === 'thanking' ? t(SURVEY_THANKS) : ''}
      </p>
    </aside>
  );
}
