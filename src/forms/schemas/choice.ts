import { mixed } from 'yup';
import { type SchemaMessage, yupMessage } from './messages';

/**
 * One of a ChoiceField's values, with one message for "none chosen" and "not one of them".
 * (Formik validates an empty string as undefined, so the required rule is the one that fires
 * while nothing is chosen.)
 */
export const choiceSchema = <Value extends string>(
  values: readonly Value[],
  message: SchemaMessage,
) =>
  mixed<Value>()
    .oneOf([...values], yupMessage(message))
    .required(yupMessage(message));
