'use strict';
module.exports = {
  meta: { name: 'eslint-plugin-local', version: '1.2.0' },
  rules: {
    'no-default-export': {
      meta: { type: 'suggestion', messages: { no: 'Use named exports instead of default exports.' } },
      create(ctx) {
        return { ExportDefaultDeclaration(node) { ctx.report({ node, messageId: 'no' }); } };
      },
    },
    'consistent-import-path': {
      meta: { type: 'suggestion', messages: { rel: 'Use the "@/" alias instead of deep relative imports.' } },
      create(ctx) {
        return {
          ImportDeclaration(node) {
            if (/^(\.\.\/){3,}/.test(node.source.value)) ctx.report({ node, messageId: 'rel' });
          },
        };
      },
    },
  },
};
