"""Company data. Every shown value comes from an :class:`Observation` (value, source,
origin text, time); the company row keeps the current envelope of each field in
``record`` (derived, rebuilt by ``companies.services``) plus a few indexed columns for
lookups and search."""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from config.ids import new_public_id

# Fields of a company record (CONTRACT §3), in answer order.
RECORD_FIELDS = (
    "name",
    "legal_form",
    "status",
    "country",
    "register",
    "vat_id",
    "lei",
    "address",
    "representatives",
    "domains",
    "email",
    "phone",
    "founded_on",
)
STATUSES = ("active", "in_liquidation", "insolvent", "dissolved")
# Representatives are shown only for capital companies and partnerships (SPEC).
CAPITAL_COMPANIES = {"GmbH", "UG", "AG", "SE", "KGaA", "FlexCo"}
PARTNERSHIPS = {"KG", "GmbH & Co. KG", "OHG", "PartG", "GbR", "OG", "Kollektivgesellschaft",
                "Kommanditgesellschaft"}


class Source(models.Model):
    """A registry of where data comes from and what we may do with it."""

    key = models.SlugField(primary_key=True, max_length=40)
    name = models.CharField(max_length=100)
    redistributable = models.BooleanField(
        help_text="may values from this source be shown to customers?"
    )
    rank = models.IntegerField(default=0, help_text="higher wins when sources disagree")
    confirms_vat = models.BooleanField(
        default=False, help_text="an authority whose statement of a VAT id confirms it"
    )
    attribution_text = models.TextField(blank=True)
    license = models.CharField(max_length=100, blank=True)
    url = models.URLField(blank=True)
    may_confirm = models.TextField(blank=True, help_text="what this source may confirm or show")

    def __str__(self) -> str:
        return self.name


# Fields sources state about a company (``domains`` comes from domain links).
SOURCED_FIELDS = tuple(f for f in RECORD_FIELDS if f != "domains")


def visible_q(prefix: str = "") -> models.Q:
    """A company anyone may see: not blocked by staff, and named by a source that may be
    redistributed (``name`` is the indexed copy of the shown name). A company known only
    from sources that may not be redistributed has no shown field, so no name, and is not
    found on any path."""
    return models.Q(**{f"{prefix}blocked_at__isnull": True}) & ~models.Q(**{f"{prefix}name": ""})


class CompanyQuerySet(models.QuerySet["Company"]):
    def visible(self) -> CompanyQuerySet:
        return self.filter(visible_q())


class Company(models.Model):
    public_id = models.CharField(max_length=32, unique=True, editable=False)
    country = models.CharField(max_length=2)
    # Indexed copies of the current shown values (see ``record`` for the envelopes).
    name = models.CharField(max_length=300, blank=True)
    search_name = models.CharField(max_length=300, blank=True, db_index=True)
    legal_form = models.CharField(max_length=40, blank=True)
    status = models.CharField(max_length=20, blank=True)
    city = models.CharField(max_length=100, blank=True)
    # companies.places.place_key(city): what the search filter ``city`` compares.
    city_key = models.CharField(max_length=100, blank=True, default="")
    record = models.JSONField(default=dict)
    blocked_at = models.DateTimeField(null=True, blank=True)
    block_reason = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    objects = CompanyQuerySet.as_manager()

    class Meta:
        verbose_name_plural = "companies"
        indexes = [
            models.Index(fields=["country", "city"]),
            # a legal form alone as the query: the companies of that form by name (search)
            models.Index(fields=["legal_form", "name", "id"], name="company_form_name"),
        ]

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.public_id:
            self.public_id = new_public_id("c")
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return f"{self.name or '?'} ({self.public_id})"


class Observation(models.Model):
    """One source's statement about one field of one company at one time."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="observations")
    field = models.CharField(max_length=30)
    value = models.JSONField(null=True)
    source = models.ForeignKey(Source, on_delete=models.PROTECT)
    origin = models.CharField(max_length=500, help_text="e.g. 'imprint https://…/impressum'")
    observed_at = models.DateTimeField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["company", "field", "-observed_at"])]


class FieldChange(models.Model):
    """History: a shown value changed (old -> new), with its origin and time."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="changes")
    field = models.CharField(max_length=30)
    old_value = models.JSONField(null=True)
    new_value = models.JSONField(null=True)
    source = models.ForeignKey(Source, on_delete=models.PROTECT)
    origin = models.CharField(max_length=500)
    changed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["company", "changed_at"])]
        ordering = ["changed_at", "id"]


class Identifier(models.Model):
    """A register entry, VAT id or LEI of a company, per source that states it. Lookups
    only count sources that may be redistributed (SPEC: 404 otherwise)."""

    REGISTER, VAT, LEI = "register", "vat", "lei"
    KINDS = [(REGISTER, "register"), (VAT, "VAT id"), (LEI, "LEI")]

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="identifiers")
    kind = models.CharField(max_length=10, choices=KINDS)
    value = models.CharField(max_length=200, help_text="canonical: 'DE/München/HRB 12345'")
    # For register entries the number alone ('HRB 12345', 'FN 123456a'), for search.
    number = models.CharField(max_length=60, blank=True)
    source = models.ForeignKey(Source, on_delete=models.PROTECT)
    observed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["kind", "value", "source", "company"], name="ident_once")
        ]
        indexes = [models.Index(fields=["kind", "value"]), models.Index(fields=["number"])]


class Relation(models.Model):
    KINDS = [
        (k, k)
        for k in ("general_partner", "shareholder", "parent", "subsidiary", "predecessor",
                  "successor", "branch")
    ]
    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="relations")
    related = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=20, choices=KINDS)
    source = models.ForeignKey(Source, on_delete=models.PROTECT)
    origin = models.CharField(max_length=500)
    as_of = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["company", "related", "kind"], name="relation_once")
        ]


class Domain(models.Model):
    """A domain we have seen; assigned to a company or not (then lookups cost 0)."""

    CLAIMED, VERIFIED, DISPUTED, IMPERSONATION = "claimed", "verified", "disputed", "impersonation"
    LINK_STATUSES = [(s, s) for s in (CLAIMED, VERIFIED, DISPUTED, IMPERSONATION)]

    name = models.CharField(max_length=253, unique=True)
    company = models.ForeignKey(
        Company, null=True, blank=True, on_delete=models.SET_NULL, related_name="domains"
    )
    link_status = models.CharField(max_length=20, choices=LINK_STATUSES, blank=True)
    justification = models.TextField(blank=True)
    source = models.ForeignKey(Source, null=True, blank=True, on_delete=models.PROTECT)
    origin = models.CharField(max_length=500, blank=True)
    as_of = models.DateTimeField(null=True, blank=True)
    blocked_at = models.DateTimeField(null=True, blank=True)
    block_reason = models.TextField(blank=True)
    first_seen_at = models.DateTimeField(default=timezone.now)
    last_refreshed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return self.name


class VatCheck(models.Model):
    """A check against the EU VIES service: shown as ``claimed`` (VIES data may not be
    redistributed), with VIES's consultation number kept as proof of the check."""

    vat_id = models.CharField(max_length=20, db_index=True)
    valid = models.BooleanField()
    request_identifier = models.CharField(max_length=100, blank=True)
    checked_at = models.DateTimeField()
    created_at = models.DateTimeField(default=timezone.now)


class UpstreamThrottle(models.Model):
    """The requests sent to one rate-limited upstream within its window, shared by every
    worker and account: the row is locked (SELECT ... FOR UPDATE) while a request slot is
    taken, so the limit holds across processes and survives restarts. ``blocked_until``:
    the upstream itself refused us (its limit page, a 429) and nobody asks before then."""

    key = models.SlugField(primary_key=True, max_length=40)
    sent = models.JSONField(default=list, help_text="epoch seconds of requests in the window")
    blocked_until = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.key}: {len(self.sent)} in window"


class RegisterRetrieval(models.Model):
    """One retrieval of a register entry from its upstream, shared by every job that asked
    for the same entry (jobs with the same ``dedupe_key``): one job does the upstream work
    (``owner_job_id`` with a lease), the others wait in the queue and complete from its
    result."""

    IDLE, RUNNING, SUCCEEDED, FAILED = "idle", "running", "succeeded", "failed"
    STATUSES = [(s, s) for s in (IDLE, RUNNING, SUCCEEDED, FAILED)]

    key = models.CharField(max_length=200, unique=True, help_text="'DE/Leipzig/HRB 99999'")
    status = models.CharField(max_length=10, choices=STATUSES, default=IDLE)
    owner_job_id = models.BigIntegerField(null=True, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    not_before = models.DateTimeField(null=True, blank=True)
    company = models.ForeignKey(
        Company, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    error_code = models.CharField(max_length=40, blank=True)
    error_message = models.TextField(blank=True)
    upstream_calls = models.IntegerField(default=0)
    completed_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.key} {self.status}"


class SourceCursor(models.Model):
    """How far a periodic pull of a change feed got (e.g. the last Zefix SOGC day done)."""

    key = models.SlugField(primary_key=True, max_length=40)
    value = models.CharField(max_length=100)
    updated_at = models.DateTimeField(default=timezone.now)


class SearchWord(models.Model):
    """Every word of every company's folded name: the small table fuzzy search corrects
    misspelt query words against (pg_trgm), before the full-text query runs."""

    word = models.CharField(max_length=100, primary_key=True)
