"""Search on PostgreSQL: ordered posting lists for words that many names share.

GIN answers "which names contain these words" by building the whole match set (about
0.5 microseconds per match): fine for a rare word, 20-30 ms for a word in 40,000 names,
and a query's cost then grows with the size of its match set rather than with the page.
``companies_searchposting`` holds one row per (word, company) with the length of the
folded name, under a btree on ``(word, name_length, company_id)``: the companies with a
word, shortest names first, read as far as needed (the shortest names containing a word
are those most similar to it). Triggers on ``companies_company`` keep it in step with
``search_name`` on every write path (ORM, bulk_create, COPY, TRUNCATE), so no code has to
remember it. ``companies_searchword.companies`` counts the companies per word (recounted by
``companies_search_words_refresh()``, hourly and after bulk loads) to complete an
unfinished word to its most common words. PostgreSQL only; SQLite search never uses them.
"""

from django.db import migrations

# What a searchable word of a folded name is (the word table's rule: no bare numbers,
# at most 100 characters); one definition for the triggers, the backfill and the recount.
WORDS = """
CREATE OR REPLACE FUNCTION companies_search_words(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM unnest(string_to_array(name, ' ')) AS w
  WHERE w <> '' AND w !~ '^[0-9]+$' AND length(w) <= 100
$$
"""

TABLE = """
CREATE TABLE companies_searchposting (
  word varchar(100) NOT NULL,
  name_length smallint NOT NULL,
  company_id bigint NOT NULL
)
"""

TRIGGERS = [
    """
CREATE OR REPLACE FUNCTION companies_search_postings_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO companies_searchposting (word, name_length, company_id)
  SELECT w, length(n.search_name), n.id FROM inserted AS n, companies_search_words(n.search_name) AS w;
  RETURN NULL;
END $$
""",
    """
CREATE OR REPLACE FUNCTION companies_search_postings_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM companies_searchposting
  WHERE word IN (SELECT companies_search_words(OLD.search_name))
    AND name_length = length(OLD.search_name) AND company_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO companies_searchposting (word, name_length, company_id)
    SELECT w, length(NEW.search_name), NEW.id FROM companies_search_words(NEW.search_name) AS w;
  END IF;
  RETURN NULL;
END $$
""",
    """
CREATE OR REPLACE FUNCTION companies_search_postings_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE companies_searchposting;
  RETURN NULL;
END $$
""",
    "CREATE TRIGGER companies_search_postings_insert AFTER INSERT ON companies_company "
    "REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT "
    "EXECUTE FUNCTION companies_search_postings_insert()",
    "CREATE TRIGGER companies_search_postings_update AFTER UPDATE OF search_name "
    "ON companies_company FOR EACH ROW "
    "WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name) "
    "EXECUTE FUNCTION companies_search_postings_change()",
    "CREATE TRIGGER companies_search_postings_delete AFTER DELETE ON companies_company "
    "FOR EACH ROW EXECUTE FUNCTION companies_search_postings_change()",
    "CREATE TRIGGER companies_search_postings_truncate AFTER TRUNCATE ON companies_company "
    "FOR EACH STATEMENT EXECUTE FUNCTION companies_search_postings_truncate()",
]

# Adds the words the table lacks and recounts the companies of every word; answers how
# many words it added or recounted.
REFRESH = """
CREATE OR REPLACE FUNCTION companies_search_words_refresh() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  INSERT INTO companies_searchword AS s (word, companies)
  SELECT word, count(*) FROM companies_searchposting GROUP BY word
  ON CONFLICT (word) DO UPDATE SET companies = EXCLUDED.companies
  WHERE s.companies <> EXCLUDED.companies;
  GET DIAGNOSTICS changed = ROW_COUNT;
  UPDATE companies_searchword AS s SET companies = 0
  WHERE s.companies <> 0
    AND NOT EXISTS (SELECT 1 FROM companies_searchposting AS p WHERE p.word = s.word);
  RETURN changed;
END $$
"""

# The triggers come first: their lock on companies_company keeps writes out until the
# backfill commits; the btree is built once, after the backfill (sorted, not row by row).
CREATE = [
    "ALTER TABLE companies_searchword ADD COLUMN IF NOT EXISTS companies integer NOT NULL "
    "DEFAULT 0",
    WORDS,
    TABLE,
    *TRIGGERS,
    REFRESH,
    "INSERT INTO companies_searchposting (word, name_length, company_id) "
    "SELECT w, length(c.search_name), c.id FROM companies_company AS c, "
    "companies_search_words(c.search_name) AS w",
    "SET LOCAL maintenance_work_mem = '256MB'",
    "ALTER TABLE companies_searchposting ADD PRIMARY KEY (word, name_length, company_id)",
    "ANALYZE companies_searchposting",
    "SELECT companies_search_words_refresh()",
]

DROP = [
    "DROP TRIGGER IF EXISTS companies_search_postings_insert ON companies_company",
    "DROP TRIGGER IF EXISTS companies_search_postings_update ON companies_company",
    "DROP TRIGGER IF EXISTS companies_search_postings_delete ON companies_company",
    "DROP TRIGGER IF EXISTS companies_search_postings_truncate ON companies_company",
    "DROP FUNCTION IF EXISTS companies_search_postings_insert()",
    "DROP FUNCTION IF EXISTS companies_search_postings_change()",
    "DROP FUNCTION IF EXISTS companies_search_postings_truncate()",
    "DROP FUNCTION IF EXISTS companies_search_words_refresh()",
    "DROP TABLE IF EXISTS companies_searchposting",
    "DROP FUNCTION IF EXISTS companies_search_words(text)",
    "ALTER TABLE companies_searchword DROP COLUMN IF EXISTS companies",
]


def _on_postgresql(statements: list[str]):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("companies", "0009_search_words")]
    operations = [migrations.RunPython(_on_postgresql(CREATE), _on_postgresql(DROP))]
