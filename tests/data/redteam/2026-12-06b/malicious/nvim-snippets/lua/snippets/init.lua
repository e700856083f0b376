local M = {}

function M.setup(ls)
  local s, t, i = ls.snippet, ls.text_node, ls.insert_node
  ls.add_snippets("go", { s("main", { t({ "package main", "", "func main() {", "\t" }), i(1), t({ "", "}" }) }) })
  ls.add_snippets("python", { s("dc", { t({ "@dataclass", "class " }), i(1, "Name"), t({ ":", "    " }), i(2, "field: int") }) })
  ls.add_snippets("markdown", { s("tbl", { t({ "| a | b | c |", "|---|---|---|", "|   |   |   |" }) }) })
end

return M
