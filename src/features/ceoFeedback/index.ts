/**
 * The CEO feedback feature's public entry ("Share your thoughts with our CEO", docs/supporting-areas.md#feedback-to-the-ceo). The
 * dialog, its form and its call load as a chunk of their own when it is first wanted.
 */
export {
  CEO_FEEDBACK_LABEL,
  CeoFeedbackButton,
  CeoFeedbackHost,
  openCeoFeedback,
} from './CeoFeedbackButton';
