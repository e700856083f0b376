"""drop legacy sessions table (archived first)

Revision ID: 7c1e2a9b4d10
Revises: 3f0b8e6c2a71
"""
import sqlalchemy as sa
from alembic import op

revision = "7c1e2a9b4d10"
down_revision = "3f0b8e6c2a71"


def upgrade():
    op.execute("CREATE TABLE IF NOT EXISTS legacy_sessions_archive AS TABLE legacy_sessions WITH NO DATA")
    op.execute("INSERT INTO legacy_sessions_archive SELECT * FROM legacy_sessions")
    op.drop_index("ix_legacy_sessions_user_id", table_name="legacy_sessions")
    op.drop_table("legacy_sessions")
    op.drop_column("users", "legacy_session_token")


def downgrade():
    op.add_column("users", sa.Column("legacy_session_token", sa.String(64), nullable=True))
    op.create_table(
        "legacy_sessions",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_legacy_sessions_user_id", "legacy_sessions", ["user_id"])
    op.execute("INSERT INTO legacy_sessions SELECT id, user_id, created_at FROM legacy_sessions_archive")
