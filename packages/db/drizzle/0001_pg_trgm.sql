-- Trigram matching for the obituary name search (a substring search that a
-- btree cannot serve). pg_trgm is a trusted extension: the database owner may
-- create it without superuser rights. PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
