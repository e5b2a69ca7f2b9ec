import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { StepForm } from '../../forms/StepForm';
import { applicationApi, selectCurrentApplication, useApplicationUuid } from '../application';
import { navigationRequested, selectLocation, stepUrl } from '../navigation';
import {
  BankAccountFields,
  bankAccountSchema,
  EMPTY_BANK_ACCOUNT,
  sendBankAccount,
  type BankAccountValues,
} from './bankAccountForm';
import { useSetDisburseAccountMutation } from './bankApi';

export const CONTINUE_LABEL = msg`Continue`;
/** Where the app goes once the account is recorded (docs/journey.md: "the app shows"). */
export const CONFIRM_STEP = 'bank/confirm';

/**
 * The account the funds are paid into, typed by hand (bank/disburse and bank/manual-disburse):
 * `PUT .../disburse-account`, then the app opens bank/confirm, where the borrower checks the
 * account by its last 4 digits. The lender's answer is put in the application cache first, so
 * bank/confirm shows the account just recorded (its mask; the lender never echoes the number).
 */
export function DisburseAccountForm({ intro }: { intro: ReactNode }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const recorded = useAppSelector(selectCurrentApplication)?.disburseAccount?.mask;
  const [setDisburseAccount] = useSetDisburseAccountMutation();

  const submit = async (values: BankAccountValues) => {
    if (!applicationUuid) throw new Error('No application is open');
    const updated = await sendBankAccount(values, (accountHandle) =>
      setDisburseAccount({ applicationUuid, accountHandle }).unwrap(),
    );
    await dispatch(applicationApi.util.upsertQueryData('getApplication', applicationUuid, updated));
    dispatch(
      navigationRequested({
        method: 'push',
        to: stepUrl(applicationUuid, CONFIRM_STEP, search),
      }),
    );
  };

  return (
    <StepForm
      initialValues={EMPTY_BANK_ACCOUNT}
      validationSchema={bankAccountSchema}
      onSubmit={submit}
      submitLabel={t(CONTINUE_LABEL)}
    >
      {intro}
      {recorded ? (
        <p>
          <Trans>
            You have already given us the account ending in {recorded}. Enter it again, or enter
            another account to use instead.
          </Trans>
        </p>
      ) : null}
      <BankAccountFields />
    </StepForm>
  );
}
