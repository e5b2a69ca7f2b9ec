/**
 * The registration's answers: a new profile's session and application, and a new application
 * (docs/architecture.md#the-lenders-contract). Both are refused without their ids.
 */
import { answerOf, type Answer, filledText, record } from './schema';

const id = filledText;

/** POST /identity/api/v1/registration/register: the new session's token and the application. */
export const registerAnswerSchema = record({ jwt: id, applicationUuid: id });

export type RegisterAnswer = Answer<typeof registerAnswerSchema>;

export const readRegisterAnswer = answerOf(registerAnswerSchema, 'registration');

/** POST on the application service: the application just started. */
export const startApplicationAnswerSchema = record({ applicationUuid: id });

export type StartApplicationAnswer = Answer<typeof startApplicationAnswerSchema>;

export const readStartApplicationAnswer = answerOf(startApplicationAnswerSchema, 'new application');
