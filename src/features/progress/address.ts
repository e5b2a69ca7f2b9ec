/**
 * Screens format addresses with this, without the panel's selectors (which load with the
 * panels, ./LazyPanels).
 */
export { formatAddress } from '../../lib/postalAddress';
