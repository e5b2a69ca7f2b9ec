import './app/styles/base.css';
// The form kit's styles load with the base styles: every question screen uses them, so they
// come once with the page rather than as a stylesheet per step's chunk.
import './forms/forms.css';
import { startInStages } from './app/startInStages';

startInStages(document);
