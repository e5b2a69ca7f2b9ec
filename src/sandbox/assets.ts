/**
 * The sandbox's own static files under /sandbox-assets/: organisation logos and the partner's
 * loader (small SVGs), originator avatars, the pages' stylesheet and scripts.
 */
import { Router } from 'express';
import { DASHBOARD_SCRIPT, LANGUAGE_SCRIPT, LOGIN_SCRIPT } from './pages/scripts';
import { PAGE_STYLES } from './pages/styles';

export const ASSETS_BASE = '/sandbox-assets/';

const wordmark = (color: string, mark: string, name: string, width = 240) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img">` +
  `<rect width="${width}" height="48" rx="8" fill="#ffffff"/>${mark}` +
  `<text x="56" y="31" font-family="Georgia, 'Times New Roman', serif" font-size="18" font-weight="700" fill="${color}">${name}</text></svg>`;

const FILES: Record<string, { type: string; body: string }> = {
  'logo-main.svg': {
    type: 'image/svg+xml',
    body: wordmark(
      '#0b5394',
      '<path d="M16 36h24M20 36V20l8-8 8 8v16" fill="none" stroke="#0b5394" stroke-width="3"/><circle cx="28" cy="25" r="4" fill="#b35c00"/>',
      'Lanternfield',
    ),
  },
  'logo-partner.svg': {
    type: 'image/svg+xml',
    body: wordmark(
      '#6b2058',
      '<path d="M12 32c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="#6b2058" stroke-width="3"/><path d="M30 10v16l-8 0z" fill="#8a4b00"/>',
      'Larkspur Harbor',
      260,
    ),
  },
  'logo-wholesale.svg': {
    type: 'image/svg+xml',
    body: wordmark(
      '#1d5c4a',
      '<rect x="14" y="18" width="26" height="18" rx="4" fill="none" stroke="#1d5c4a" stroke-width="3"/><path d="M18 18c0-6 18-6 18 0" fill="none" stroke="#a0430a" stroke-width="3"/>',
      'Copperkettle',
    ),
  },
  'logo-lo-required.svg': {
    type: 'image/svg+xml',
    body: wordmark(
      '#3b3486',
      '<circle cx="27" cy="24" r="12" fill="none" stroke="#3b3486" stroke-width="3"/><path d="M21 24h12M27 18v12" stroke="#8a4b00" stroke-width="3"/>',
      'Bramblecrest',
    ),
  },
  'logo-whitfield.svg': {
    type: 'image/svg+xml',
    body: wordmark(
      '#1f2933',
      '<path d="M14 16l6 18 7-14 7 14 6-18" fill="none" stroke="#1f2933" stroke-width="3"/>',
      'Whitfield',
    ),
  },
  'loader-partner.svg': {
    type: 'image/svg+xml',
    body:
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Loading">' +
      '<circle cx="32" cy="32" r="26" fill="none" stroke="#ead7e5" stroke-width="6"/>' +
      '<path d="M32 6a26 26 0 0 1 26 26" fill="none" stroke="#6b2058" stroke-width="6" stroke-linecap="round">' +
      '<animateTransform attributeName="transform" type="rotate" from="0 32 32" to="360 32 32" dur="0.9s" repeatCount="indefinite"/></path></svg>',
  },
  'avatar-broker.svg': {
    type: 'image/svg+xml',
    body:
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Priya Raman">' +
      '<rect width="96" height="96" rx="48" fill="#0b5394"/><text x="48" y="58" text-anchor="middle" font-family="Arial, sans-serif" font-size="32" fill="#ffffff">PR</text></svg>',
  },
  'avatar-lo.svg': {
    type: 'image/svg+xml',
    body:
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Marcus Whitfield">' +
      '<rect width="96" height="96" rx="48" fill="#3b3486"/><text x="48" y="58" text-anchor="middle" font-family="Arial, sans-serif" font-size="32" fill="#ffffff">MW</text></svg>',
  },
  'pages.css': { type: 'text/css', body: PAGE_STYLES },
  'login.js': { type: 'text/javascript', body: LOGIN_SCRIPT },
  'dashboard.js': { type: 'text/javascript', body: DASHBOARD_SCRIPT },
  'language.js': { type: 'text/javascript', body: LANGUAGE_SCRIPT },
};

export function assetsRouter(): Router {
  const router = Router();
  // Browsers ask for it on every site; pages name their logos instead.
  router.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  router.get(`${ASSETS_BASE}:file`, (req, res, next) => {
    const file = FILES[String(req.params.file)];
    if (!file) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type(file.type).send(file.body);
  });
  return router;
}
