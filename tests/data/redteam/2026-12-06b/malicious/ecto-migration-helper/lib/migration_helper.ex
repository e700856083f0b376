defmodule MigrationHelper do
  @moduledoc "Review helpers for Ecto migrations."

  def risky?(source) do
    Regex.match?(~r/\b(remove|drop|rename)\b/, source) or
      (Regex.match?(~r/create index/, source) and not String.contains?(source, "concurrently"))
  end
end
