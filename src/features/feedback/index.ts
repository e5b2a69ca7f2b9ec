/** The feedback feature's public entry: what other features may import from it. */
export { Announcer, useAnnounce } from './Announcer';
export { LocationAlert } from './LocationAlert';
export { useLoaderVisible } from './PageLoader';
export { selectVisibleToasts } from './feedbackSlice';
export { Toasts, useToast } from './Toasts';
