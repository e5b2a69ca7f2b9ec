/** The devtools feature's public entry: what other features may import from it. */
export { QueryDevtools } from './QueryDevtools';
