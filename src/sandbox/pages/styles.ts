/**
 * The stylesheet of the sandbox's own pages. Brand colours arrive as CSS variables from the
 * organisation's stylesheet (brand.css, linked after this one); every seeded brand colour
 * reaches 7:1 against white. Targets are at least 44px tall and focus is always drawn with a
 * 3px outline.
 */
export const PAGE_STYLES = `
:root { --brand: #0b5394; --brand-text: #ffffff; }
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2933; background: #f5f7fa; }
a { color: var(--brand); text-decoration: underline; text-underline-offset: 2px; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
.skip-link { position: absolute; left: -10000px; top: 8px; background: #ffffff; color: #1f2933; padding: 10px 16px; }
.skip-link:focus { left: 8px; }
.banner { background: var(--brand); color: var(--brand-text); }
.banner .inner, main, .site-footer .inner { max-width: 960px; margin: 0 auto; padding: 12px 16px; }
.banner .inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; }
.brand { display: inline-flex; align-items: center; min-height: 44px; }
.brand img { display: block; height: 40px; width: auto; }
.banner nav ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
.banner nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 10px; color: var(--brand-text); }
.banner a:focus-visible { outline-color: var(--brand-text); }
.language-control { display: inline-flex; align-items: center; min-height: 44px; padding: 0 10px; color: var(--brand-text); }
main { padding-top: 24px; padding-bottom: 48px; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 16px; }
h2 { font-size: 1.25rem; margin: 24px 0 8px; }
.card { background: #ffffff; border: 1px solid #d5dce3; border-radius: 8px; padding: 24px; margin-bottom: 24px; }
.card > :first-child { margin-top: 0; }
label { display: block; font-weight: 600; margin: 16px 0 4px; }
input { display: block; width: 100%; max-width: 420px; min-height: 44px; padding: 8px 12px; font: inherit; color: #1f2933; background: #ffffff; border: 1px solid #5b6573; border-radius: 6px; }
.hint { color: #52606d; font-size: 0.9375rem; margin: 4px 0 0; }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; padding: 10px 20px; margin-top: 24px; font: inherit; font-weight: 600; color: var(--brand-text); background: var(--brand); border: 0; border-radius: 6px; cursor: pointer; text-decoration: none; }
button[disabled] { cursor: progress; opacity: 0.8; }
button.secondary { color: var(--brand); background: #ffffff; border: 2px solid var(--brand); }
.notice { margin: 0 0 16px; padding: 12px 16px; background: #e8f4ea; border-left: 4px solid #1e6b34; border-radius: 4px; font-weight: 600; }
.alert { margin: 16px 0 0; padding: 12px 16px; color: #7a1a13; background: #fdecea; border-left: 4px solid #b3261e; border-radius: 4px; }
.alert:focus { outline: 3px solid #1f2933; outline-offset: 2px; }
.muted { color: #52606d; }
ul.applications { list-style: none; padding: 0; margin: 0; }
ul.applications li { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; padding: 12px 0; border-bottom: 1px solid #e4e7eb; }
ul.applications a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
ul.applications h3 { margin: 0; font-size: 1.125rem; line-height: 44px; }
ul.applications .line-facts, ul.applications .support { flex-basis: 100%; margin: 4px 0; }
ul.applications .support a { display: inline-block; min-height: 24px; font-weight: 400; }
@media (max-width: 30rem) { ul.applications .line-facts { grid-template-columns: 1fr; gap: 0; } ul.applications .line-facts dd { margin-bottom: 8px; } }
ul.link-list { padding-left: 20px; }
ul.link-list a { display: inline-block; min-height: 24px; padding: 2px 0; }
ul.states { columns: 3 12rem; padding-left: 20px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 24px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 6px 16px 6px 0; border-bottom: 1px solid #e4e7eb; }
.table-scroll { overflow-x: auto; }
.table-scroll:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
.table-scroll table { min-width: 40rem; }
.table-scroll caption { text-align: left; padding-bottom: 4px; }
.table-scroll th, .table-scroll td { vertical-align: top; }
.site-footer { background: #ffffff; border-top: 1px solid #d5dce3; color: #3e4c59; font-size: 0.9375rem; }
.site-footer ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 8px 0; padding: 0; }
.site-footer a { display: inline-flex; align-items: center; min-height: 44px; }
@media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; } }
`;
