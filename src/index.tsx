import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';

const { store, history } = boot();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} history={history} />);
