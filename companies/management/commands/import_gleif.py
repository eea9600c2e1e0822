"""``manage.py import_gleif FILE_OR_URL [--delta]``: import the GLEIF golden copy."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from companies.gleif_import import CHUNK, gleif_download, gleif_import_file
from companies.sources.base import SourceError


class Command(BaseCommand):
    help = (
        "Import GLEIF LEI-CDF golden-copy data (CC0) for DE, AT and CH companies. FILE_OR_URL "
        "is a .csv or .csv.zip file, an http(s) URL of one, or 'latest' (the newest publish "
        "from GLEIF_GOLDEN_COPY_URL). Known companies (by LEI or register entry) get what "
        "changed, with history and events; new ones are created. Prints the counts as JSON."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("source", metavar="FILE_OR_URL")
        parser.add_argument("--delta", action="store_true",
                            help="a delta file (with 'latest': the LastDay delta)")
        parser.add_argument("--chunk-size", type=int, default=CHUNK)

    def handle(self, *args: object, **options: object) -> None:
        source = str(options["source"])
        delta = bool(options["delta"])
        downloaded: Path | None = None
        if source == "latest" or source.startswith(("http://", "https://")):
            try:
                downloaded = gleif_download(source=source, delta=delta)
            except SourceError as exc:
                raise CommandError(f"{exc.code}: {exc.message}") from exc
            path = downloaded
        else:
            path = Path(source)
            if not path.is_file():
                raise CommandError(f"No such file: {source}")
        try:
            stats = gleif_import_file(path=path, chunk_size=int(options["chunk_size"]))
        except SourceError as exc:
            raise CommandError(f"{exc.code}: {exc.message}") from exc
        finally:
            if downloaded is not None:
                downloaded.unlink(missing_ok=True)
        self.stdout.write(json.dumps({"delta": delta, **stats.as_dict()}))
