"""Search on PostgreSQL: pg_trgm (used on the word table, migration 0009) and a full-text
index over the folded name. Fuzzy matching corrects query words against the word table
rather than scanning a trigram index over every name (too slow at a million rows)."""

from django.db import migrations

CREATE = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS company_search_fts ON companies_company "
    "USING gin (to_tsvector('simple', search_name))",
]
DROP = ["DROP INDEX IF EXISTS company_search_fts"]


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
