"""Schemathesis hooks (loaded through ``SCHEMATHESIS_HOOKS``): the bulk endpoint's body is
NDJSON text, sent as the generated string."""

import schemathesis

schemathesis.serializer.alias("application/x-ndjson", "text/plain")
