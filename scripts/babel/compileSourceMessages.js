/**
 * English, the source language, needs no catalog (docs/language.md#how-the-words-reach-the-page):
 * each message's English words stay where the code states them, in the descriptor Lingui's
 * macro leaves (`/*i18n*\/ { id, message }`). The page has no message compiler
 * (src/lib/i18n.ts), so this plugin compiles each such `message` while building, into the token
 * array a catalog would hold, and the page reads it as it reads a catalog's.
 *
 * With `ids` (the production build: scripts/babel/messageIds.js), each message's id is replaced by
 * its short one, in the code and in the catalogs' modules alike (docs/performance.md).
 */
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const isI18nDescriptor = (path) =>
  (path.node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');

/** A catalog's compiled module (`export const messages = JSON.parse("…")`). */
const CATALOG = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/]messages\.ts$/;

module.exports = function compileSourceMessages({ types: t }, { ids } = {}) {
  const shortId = (id) => (ids && Object.prototype.hasOwnProperty.call(ids, id) ? ids[id] : id);
  return {
    name: 'compile-source-messages',
    visitor: {
      ObjectExpression(path) {
        if (!isI18nDescriptor(path)) return;
        for (const property of path.node.properties) {
          if (!t.isObjectProperty(property) || !t.isStringLiteral(property.value)) continue;
          if (t.isIdentifier(property.key, { name: 'message' })) {
            property.value = t.valueToNode(compileMessage(property.value.value));
          } else if (ids && t.isIdentifier(property.key, { name: 'id' })) {
            property.value = t.stringLiteral(shortId(property.value.value));
          }
        }
      },
      CallExpression(path, state) {
        if (!ids || !CATALOG.test(state.filename ?? '')) return;
        const [argument] = path.node.arguments;
        if (!path.get('callee').matchesPattern('JSON.parse') || !t.isStringLiteral(argument))
          return;
        const messages = JSON.parse(argument.value);
        const keyed = Object.fromEntries(
          Object.entries(messages).map(([id, message]) => [shortId(id), message]),
        );
        path.node.arguments = [t.stringLiteral(JSON.stringify(keyed))];
      },
    },
  };
};
