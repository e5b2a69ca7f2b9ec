// The base styles and the form kit's come first in the page's one stylesheet; webpack.config.ts
// adds every other stylesheet of src after them.
import './app/styles/base.css';
import './forms/forms.css';
import { startInStages } from './app/startInStages';

startInStages(document);
