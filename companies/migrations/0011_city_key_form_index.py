"""Search (issue 20): ``Company.city_key`` (the forgiving key the ``city`` filter compares,
``companies.places.place_key``) filled for existing rows, and an index for a query that is
only a legal form (its companies by name)."""

from django.db import migrations, models


def fill_city_keys(apps, schema_editor):
    from companies.places import place_key  # the one rule; a few distinct cities only

    Company = apps.get_model("companies", "Company")
    cities = Company.objects.exclude(city="").values_list("city", flat=True).distinct()
    for city in list(cities):
        Company.objects.filter(city=city).update(city_key=place_key(city))


class Migration(migrations.Migration):
    dependencies = [("companies", "0010_search_postings")]

    operations = [
        migrations.AddField(
            model_name="company",
            name="city_key",
            field=models.CharField(blank=True, default="", max_length=100),
        ),
        migrations.RunPython(fill_city_keys, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="company",
            index=models.Index(fields=["legal_form", "name", "id"], name="company_form_name"),
        ),
    ]
