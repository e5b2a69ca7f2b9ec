/**
 * The CEO feedback feature's public entry (spec 2: "Share your thoughts with our CEO"). The
 * dialog, its form and its call load as a chunk of their own when it is first wanted.
 */
export {
  CEO_FEEDBACK_LABEL,
  CeoFeedbackButton,
  CeoFeedbackHost,
  openCeoFeedback,
} from './CeoFeedbackButton';
