module.exports = {
  extends: ["eslint:recommended"],
  parserOptions: { ecmaVersion: 2023, sourceType: "module" },
  rules: { "no-unused-vars": "warn", eqeqeq: "error" },
};
