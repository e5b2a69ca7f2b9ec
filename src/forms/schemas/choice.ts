import { mixed } from 'yup';
import './messages';

/**
 * One of a ChoiceField's values, with one message for "none chosen" and "not one of them".
 * (Formik validates an empty string as undefined, so the required rule is the one that fires
 * while nothing is chosen.)
 */
export const choiceSchema = <Value extends string>(values: readonly Value[], message: string) =>
  mixed<Value>()
    .oneOf([...values], message)
    .required(message);
