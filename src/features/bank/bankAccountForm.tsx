import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { ChoiceField } from '../../forms/ChoiceField';
import {
  accountNumberSchema,
  accountTypeSchema,
  confirmAccountNumberSchema,
} from '../../forms/schemas/bankAccount';
import { routingNumberSchema } from '../../forms/schemas/routingNumber';
import { TextField } from '../../forms/TextField';
import type { AccountType } from '../../contract/bankAccount';
import { withoutSeparators } from '../../lib/bankAccount';
import { type BankAccountInput, bankAccountHandoff } from './bankApi';

/**
 * The bank account questions every bank screen asks (bank/disburse, bank/manual-disburse,
 * bank/autopay-manual): routing number, account number typed twice, account type. The numbers
 * stay in the form; a call gets them only through bankAccountHandoff (sendBankAccount).
 */

export const ROUTING_NUMBER_LABEL = msg`Routing number`;
export const ROUTING_NUMBER_HINT = msg`9 digits, printed at the bottom left of a check`;
export const ACCOUNT_NUMBER_LABEL = msg`Account number`;
export const ACCOUNT_NUMBER_HINT = msg`4 to 17 digits`;
export const CONFIRM_ACCOUNT_NUMBER_LABEL = msg`Confirm account number`;
export const CONFIRM_ACCOUNT_NUMBER_HINT = msg`Type the account number again`;
export const ACCOUNT_TYPE_LEGEND = msg`Account type`;

export const ACCOUNT_TYPE_CHOICES = [
  { value: 'CHECKING', label: msg`Checking` },
  { value: 'SAVINGS', label: msg`Savings` },
] as const satisfies readonly { value: AccountType; label: MessageDescriptor }[];

export interface BankAccountValues {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: AccountType | '';
}

/** Written in the order the questions are shown (the error summary follows it). */
export const EMPTY_BANK_ACCOUNT: BankAccountValues = {
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
};

export const bankAccountSchema = object({
  routingNumber: routingNumberSchema(),
  accountNumber: accountNumberSchema(),
  confirmAccountNumber: confirmAccountNumberSchema('accountNumber'),
  accountType: accountTypeSchema(),
});

/** The account as the lender takes it: digits only (what people type around them dropped). */
export function bankAccountInput(values: BankAccountValues): BankAccountInput {
  return {
    routingNumber: withoutSeparators(values.routingNumber),
    accountNumber: withoutSeparators(values.accountNumber),
    accountType: values.accountType as AccountType,
  };
}

/**
 * Sends the form's account with `call` (a mutation taking the account's handle), and makes sure
 * nothing is held after the call, whatever its outcome.
 */
export function sendBankAccount<R>(
  values: BankAccountValues,
  call: (accountHandle: string) => Promise<R>,
): Promise<R> {
  return bankAccountHandoff.handOver(bankAccountInput(values), call);
}

/** The four questions, inside a StepForm whose values are BankAccountValues. */
export function BankAccountFields() {
  const { t } = useLingui();
  const digits = {
    inputMode: 'numeric',
    autoComplete: 'off',
    spellCheck: false,
  } as const;
  return (
    <>
      <TextField
        name="routingNumber"
        label={t(ROUTING_NUMBER_LABEL)}
        hint={t(ROUTING_NUMBER_HINT)}
        width="short"
        {...digits}
      />
      <TextField
        name="accountNumber"
        label={t(ACCOUNT_NUMBER_LABEL)}
        hint={t(ACCOUNT_NUMBER_HINT)}
        {...digits}
      />
      <TextField
        name="confirmAccountNumber"
        label={t(CONFIRM_ACCOUNT_NUMBER_LABEL)}
        hint={t(CONFIRM_ACCOUNT_NUMBER_HINT)}
        {...digits}
      />
      <ChoiceField
        name="accountType"
        legend={t(ACCOUNT_TYPE_LEGEND)}
        choices={ACCOUNT_TYPE_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
      />
    </>
  );
}
