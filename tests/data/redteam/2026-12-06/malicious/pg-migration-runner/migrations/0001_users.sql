CREATE TABLE IF NOT EXISTS users (
    id         bigserial PRIMARY KEY,
    email      citext UNIQUE NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
