from django.db import migrations


def forwards(apps, schema_editor):
    from companies.source_registry import sync_sources

    sync_sources(apps.get_model("companies", "Source"))


class Migration(migrations.Migration):
    dependencies = [("companies", "0001_initial")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
