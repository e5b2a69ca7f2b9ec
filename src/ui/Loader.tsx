import { useUiBrand } from './brand';
import './loader.css';

/**
 * A loading indicator announced politely to screen readers. Organisations with their own loader
 * animation (orgBrand.loaderUrl, spec 1 section 2.6) show it instead of the spinner; it is
 * decorative, the label says what is happening.
 */
export function Loader({ label = 'Loading' }: { label?: string }) {
  const { loaderUrl } = useUiBrand();
  return (
    <div className="loader" role="status" aria-live="polite">
      {loaderUrl ? (
        <img className="loader__image" src={loaderUrl} alt="" />
      ) : (
        <span className="loader__spinner" aria-hidden="true" />
      )}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
