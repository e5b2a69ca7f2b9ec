// The other half of the fixture's runtime cycle.
import { first } from './first';

export const second = (): string => (first.length > 0 ? 'second' : '');
