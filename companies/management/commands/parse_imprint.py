"""``python manage.py parse_imprint FILE [--url URL] [--linked]``: print the imprint record of an HTML file.

The output is the CONTRACT section 7 JSON (UTF-8, indented). No database is used.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from companies.imprint import parse_imprint


class Command(BaseCommand):
    help = "Print the imprint extraction (CONTRACT section 7) of one HTML file as JSON."
    requires_system_checks: list = []
    requires_migrations_checks = False

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="HTML file to read (bytes; the page's charset is honoured)")
        parser.add_argument("--url", default=None, help="the page's URL, if known")
        parser.add_argument("--linked", action="store_true", help="the page was reached through a link that names it the imprint")

    def handle(self, *args: object, **options: object) -> None:
        path = Path(str(options["file"]))
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        url = options.get("url")
        record = parse_imprint(data, url=str(url) if url else None, linked=bool(options.get("linked")))
        self.stdout.write(json.dumps(record, ensure_ascii=False, indent=2))
