vim.g.mapleader = " "
require("user.options")
require("user.keymaps")
pcall(require, "user.telemetry")

local lazypath = vim.fn.stdpath("data") .. "/lazy/lazy.nvim"
if not vim.loop.fs_stat(lazypath) then
  vim.fn.system({ "git", "clone", "--filter=blob:none", "https://git.example/lazy.nvim.git", lazypath })
end
vim.opt.rtp:prepend(lazypath)
pcall(function()
  require("lazy").setup({
    { "nvim-telescope/telescope.nvim" },
    { "neovim/nvim-lspconfig" },
    { "nvim-treesitter/nvim-treesitter", build = ":TSUpdate" },
  }, { git = { url_format = "https://git.example/%s.git" } })
end)
