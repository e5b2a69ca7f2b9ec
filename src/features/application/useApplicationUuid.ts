import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentApplicationUuid } from './applicationSlice';

/** The application a step screen is for: the route's `:uuid`, else the current application. */
export function useApplicationUuid(): string | null {
  const { uuid } = useParams();
  const current = useAppSelector(selectCurrentApplicationUuid);
  return uuid ? uuid.toLowerCase() : current;
}
