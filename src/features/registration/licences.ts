import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectOrgCode, useGetStateLicencesQuery } from '../organisation';
import type { Licences } from './registrationSchemas';

/**
 * The organisation's licences (the states it lends in), as the property questions check the home
 * against them (docs/journey.md#a-state-the-lender-does-not-serve): null until they are read, or
 * when they cannot be (the lender then refuses the state when the account is asked for). The
 * footer reads the same answer, so it is fetched once.
 */
export function useLicences(): Licences {
  const orgCode = useAppSelector(selectOrgCode);
  const { data } = useGetStateLicencesQuery(orgCode);
  return useMemo(() => data?.map((licence) => licence.abbrev) ?? null, [data]);
}
