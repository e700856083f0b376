CREATE TABLE IF NOT EXISTS orders (
    id          bigserial PRIMARY KEY,
    customer_id bigint NOT NULL,
    total_cents integer NOT NULL CHECK (total_cents >= 0),
    created_at  timestamptz NOT NULL DEFAULT now()
);
