"""How each grammar names the few things the taint core needs, as data.

One `Lang` per language: which nodes assign (and the fields of their two sides), which head a
loop (the loop variable and what it walks), which are calls, functions (and their
parameters), block bodies (walked as steps of their own), returns, and the node types that
name a variable. `guard/lang/steps` reads any tree with these tables; nothing below is code.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lang:
    name: str
    assign: dict[str, tuple[str, str]]  # node type -> (left field, right field)
    # node type -> (variable field, iterable field); "#n": the nth child; "=v": variable v
    loops: dict[str, tuple[str, str]]
    calls: frozenset[str]
    funcs: dict[str, tuple[str, str]]  # node type -> (name field, parameters field)
    blocks: frozenset[str]
    returns: frozenset[str]
    idents: frozenset[str]
    block_params: frozenset[str] = frozenset()


_JS = Lang(
    "js",
    {
        "variable_declarator": ("name", "value"),
        "assignment_expression": ("left", "right"),
        "augmented_assignment_expression": ("left", "right"),
        "import_statement": ("#0", "#1"),  # `import conf from "./conf.json"` binds `conf`
    },
    {"for_in_statement": ("left", "right")},
    frozenset({"call_expression", "new_expression"}),
    {
        "function_declaration": ("name", "parameters"),
        "method_definition": ("name", "parameters"),
        "function_expression": ("name", "parameters"),
        "arrow_function": ("", "parameters"),
    },
    frozenset({"statement_block", "class_body"}),
    frozenset({"return_statement", "yield_expression"}),
    frozenset(
        {"identifier", "shorthand_property_identifier", "shorthand_property_identifier_pattern"}
    ),
)

LANGS: dict[str, Lang] = {
    "python": Lang(
        "python",
        {"assignment": ("left", "right"), "augmented_assignment": ("left", "right")},
        {"for_statement": ("left", "right"), "for_in_clause": ("left", "right")},
        frozenset({"call"}),
        {"function_definition": ("name", "parameters"), "lambda": ("", "parameters")},
        frozenset({"block"}),
        frozenset({"return_statement", "yield"}),
        frozenset({"identifier"}),
    ),
    "js": _JS,
    "go": Lang(
        "go",
        {
            "short_var_declaration": ("left", "right"),
            "assignment_statement": ("left", "right"),
            "var_spec": ("name", "value"),
        },
        {"range_clause": ("left", "right")},
        frozenset({"call_expression"}),
        {
            "function_declaration": ("name", "parameters"),
            "method_declaration": ("name", "parameters"),
            "func_literal": ("", "parameters"),
        },
        frozenset({"block"}),
        frozenset({"return_statement"}),
        frozenset({"identifier"}),
    ),
    "ruby": Lang(
        "ruby",
        {"assignment": ("left", "right"), "operator_assignment": ("left", "right")},
        {"for": ("pattern", "value")},
        frozenset({"call"}),
        {"method": ("name", "parameters"), "singleton_method": ("name", "parameters")},
        frozenset({"do_block", "block", "body_statement", "then", "else"}),
        frozenset({"return"}),
        frozenset({"identifier", "instance_variable", "global_variable", "class_variable"}),
        frozenset({"block_parameters"}),
    ),
    "php": Lang(
        "php",
        {
            "assignment_expression": ("left", "right"),
            "augmented_assignment_expression": ("left", "right"),
        },
        {"foreach_statement": ("#1", "#0")},
        frozenset(
            {
                "function_call_expression",
                "member_call_expression",
                "scoped_call_expression",
                "object_creation_expression",
            }
        ),
        {
            "function_definition": ("name", "parameters"),
            "method_declaration": ("name", "parameters"),
        },
        frozenset({"compound_statement"}),
        frozenset({"return_statement"}),
        frozenset({"variable_name"}),
    ),
    "perl": Lang(
        "perl",
        {"assignment_expression": ("left", "right")},
        # `EXPR for LIST` walks LIST with the topic `$_` ("=_": a variable no field names)
        {"for_statement": ("variable", "list"), "postfix_for_expression": ("=_", "list")},
        frozenset(
            {"method_call_expression", "function_call_expression", "func1op_call_expression"}
            | {"ambiguous_function_call_expression"}
        ),
        {"subroutine_declaration_statement": ("name", "")},
        frozenset({"block"}),
        frozenset({"return_expression"}),
        frozenset({"varname"}),
    ),
    "shell": Lang(
        "shell",
        {"variable_assignment": ("name", "value")},
        {"for_statement": ("variable", "value")},
        frozenset({"command", "redirected_statement", "pipeline"}),
        {"function_definition": ("name", "")},
        frozenset({"compound_statement", "do_group"}),
        frozenset(),
        frozenset({"variable_name"}),
    ),
}
# Fields that name a member, not a variable (`os.environ`'s `environ`).
MEMBER_FIELDS = frozenset({"attribute", "field", "property", "method"})
