/**
 * The identity broker's answer to login and logout: where the browser goes next
 * (docs/architecture.md#the-lenders-contract). An answer without it is refused.
 */
import { answerOf, type Answer, record, v } from './schema';

export const redirectAnswerSchema = record({ redirectUrl: v.string() });

export type RedirectAnswer = Answer<typeof redirectAnswerSchema>;

export const readRedirectAnswer = answerOf(redirectAnswerSchema, 'sign-in');
