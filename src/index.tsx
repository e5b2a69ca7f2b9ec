import { createRoot } from 'react-dom/client';
import './app/styles/base.css';
// The form kit's styles load with the base styles: every question screen uses them, so they
// come once with the page rather than as a stylesheet per step's chunk.
import './forms/forms.css';
import { App } from './app/App';
import { boot } from './app/boot';

const { store, history } = boot();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} history={history} />);
