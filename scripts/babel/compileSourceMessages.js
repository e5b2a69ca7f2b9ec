/**
 * English, the source language, needs no catalog (docs/language.md#how-the-words-reach-the-page):
 * each message's English words stay where the code states them, in the descriptor Lingui's
 * macro leaves (`/*i18n*\/ { id, message }`). The page has no message compiler
 * (src/lib/i18n.ts), so this plugin compiles each such `message` while building, into the token
 * array a catalog would hold, and the page reads it as it reads a catalog's.
 */
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const isI18nDescriptor = (path) =>
  (path.node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');

module.exports = function compileSourceMessages({ types: t }) {
  return {
    name: 'compile-source-messages',
    visitor: {
      ObjectExpression(path) {
        if (!isI18nDescriptor(path)) return;
        for (const property of path.node.properties) {
          if (
            t.isObjectProperty(property) &&
            t.isIdentifier(property.key, { name: 'message' }) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = t.valueToNode(compileMessage(property.value.value));
          }
        }
      },
    },
  };
};
