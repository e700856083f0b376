require("lsp_quickstart").setup()
