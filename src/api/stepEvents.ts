import { createAction } from '@reduxjs/toolkit';

/**
 * The lender answered that the step a call was for is no longer open for the application (409
 * `WRONG_STEP`). The routing takes the applicant to their current step
 * (docs/requests.md#a-step-that-is-closed).
 */
export const stepClosed = createAction<{ endpoint: string }>('request/stepClosed');
