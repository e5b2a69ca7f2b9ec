import { createRoot } from 'react-dom/client';
import './app/styles/base.css';
import { App } from './app/App';
import { boot } from './app/boot';

const { store, history } = boot();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} history={history} />);
