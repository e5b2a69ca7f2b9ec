import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../app/hooks';
import { selectApplicationRoute } from '../navigation';
import { selectCurrentApplicationUuid } from './applicationSlice';

/**
 * The application a page is about: the one in its route (/account/heloc/{uuid}/...), else the
 * current application (the last one opened). The one source of the application's uuid: screens,
 * the progress panel, telemetry and the webchat read it here or from the route it derives from
 * (docs/routing.md#which-application).
 */
export const selectApplicationUuid = createSelector(
  [selectApplicationRoute, selectCurrentApplicationUuid],
  (route, current) => route?.applicationUuid ?? current,
);

/** The application a step screen is for (selectApplicationUuid). */
export const useApplicationUuid = (): string | null => useAppSelector(selectApplicationUuid);
