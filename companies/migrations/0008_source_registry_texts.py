"""Re-syncs the source registry (what each source may confirm and show)."""

from django.db import migrations


def _sync(apps, schema_editor):
    from companies.source_registry import sync_sources

    sync_sources(apps.get_model("companies", "Source"))


class Migration(migrations.Migration):

    dependencies = [
        ("companies", "0007_upstream_throttle_retrieval_cursor"),
    ]

    operations = [migrations.RunPython(_sync, migrations.RunPython.noop)]
