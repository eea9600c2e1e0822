"""Search indexes on PostgreSQL: trigram (pg_trgm, GiST) and full text over the folded name."""

from django.db import migrations

CREATE = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    # GiST (not GIN) so a fuzzy query can walk the index nearest-first (KNN, ``<->``).
    "CREATE INDEX IF NOT EXISTS company_search_trgm ON companies_company "
    "USING gist (search_name gist_trgm_ops)",
    "CREATE INDEX IF NOT EXISTS company_search_fts ON companies_company "
    "USING gin (to_tsvector('simple', search_name))",
]
DROP = ["DROP INDEX IF EXISTS company_search_trgm", "DROP INDEX IF EXISTS company_search_fts"]


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in CREATE:
            schema_editor.execute(statement)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in DROP:
            schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("companies", "0002_source_registry")]
    operations = [migrations.RunPython(forwards, backwards)]
