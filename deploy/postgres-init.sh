#!/bin/sh
# Run once by the postgres image when its volume is new (compose.yaml): the app's own role and
# database. The role is no superuser and creates no roles or databases, so the audit log can be
# kept out of its reach (README, Security: the audit-owner SQL). It owns its database, which lets
# it create the trusted extensions the migrations need (pg_trgm, citext).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v password="$SHELFWISE_DB_PASSWORD" <<'SQL'
CREATE ROLE shelfwise LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'password';
CREATE DATABASE shelfwise OWNER shelfwise;
SQL
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname shelfwise <<'SQL'
-- PostgreSQL 15+ gives PUBLIC no CREATE on the public schema: the app's role creates its tables there.
GRANT USAGE, CREATE ON SCHEMA public TO shelfwise;
SQL
