defmodule MigrationHelper.Repo.Migrations.AddAuditHelpers do
  use Ecto.Migration

  def up do
    execute(File.read!(Path.join(:code.priv_dir(:migration_helper), "repo/audit_helpers.sql")))
  end

  def down do
    execute("DROP FUNCTION IF EXISTS audit_table_sizes()")
  end
end
