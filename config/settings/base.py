"""Settings shared by every environment, read from the environment (django-environ).

One engine everywhere: PostgreSQL and Redis. ``DATABASE_URL`` and ``REDIS_URL`` name them;
unset, they name the private servers that ``make run`` and ``make test`` start from wheels
(``config/devservers.py``), so a fresh clone needs nothing installed or running.
"""

from __future__ import annotations

from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

from config import devservers

BASE_DIR = Path(__file__).resolve().parents[2]
env = environ.Env()

# Local state: the private servers' data (config/devservers.py), static files, beat schedule.
VAR_DIR = Path(env.str("VAR_DIR", default=str(BASE_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env.bool("DEBUG", default=False)
SECRET_KEY = env.str("SECRET_KEY", default="dev-only-insecure-key-change-me-in-production-0123456789")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
# Public base URL used in e-mails and Stripe redirects.
SITE_URL = env.str("SITE_URL", default="http://127.0.0.1:8000")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "anymail",
    "net",
    "accounts",
    "billing",
    "companies",
    "jobs",
    "webhooks",
    "mcp_gateway",
    "portal",
]

MIDDLEWARE = [
    "config.middleware.RequestContextMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"
AUTH_USER_MODEL = "accounts.Account"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------
DATABASES = {"default": env.db("DATABASE_URL", default=devservers.POSTGRES_URL)}
if DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
    raise ImproperlyConfigured("DATABASE_URL must name a PostgreSQL database (postgres://...).")
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# the same backend, with a health check that needs no round trip (config/postgres)
DATABASES["default"]["ENGINE"] = "config.postgres"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis, cache, broker -----------------------------------------------------------------
REDIS_URL = env.str("REDIS_URL", default=devservers.REDIS_URL)
CACHES = {
    "default": {
        # RedisCache with one connection pool per process (see config/cache.py)
        "BACKEND": "config.cache.SharedRedisCache",
        "LOCATION": REDIS_URL,
        "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
    }
}

CELERY_BROKER_URL = env.str("CELERY_BROKER_URL", default=REDIS_URL)
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
# Static schedule: sweeps keep the database (not the broker) the source of truth.
CELERY_BEAT_SCHEDULE: dict[str, dict] = {
    # Fans out un-fanned events and runs due webhook deliveries from the outbox.
    "webhooks-sweep": {"task": "webhooks.tasks.sweep_deliveries", "schedule": 5.0},
    "release-stale-holds": {"task": "billing.tasks.release_stale_holds", "schedule": 60.0},
    "settle-leases": {"task": "billing.tasks.settle_leases", "schedule": 10.0},
    "allowance-month-rollover": {"task": "billing.tasks.close_past_allowance_months", "schedule": 3600.0},
    "sweep-jobs": {"task": "jobs.tasks.sweep_jobs", "schedule": 15.0},
    "refresh-search-words": {"task": "companies.tasks.refresh_search_words", "schedule": 3600.0},
    "purge-expired-job-results": {"task": "jobs.tasks.purge_expired_results", "schedule": 3600.0},
    "purge-feed": {"task": "webhooks.tasks.purge_feed", "schedule": 3600.0},
}

# --- E-mail ---------------------------------------------------------------------------------
EMAIL_BACKEND = env.str("EMAIL_BACKEND", default="django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = env.str("DEFAULT_FROM_EMAIL", default="Company Data <noreply@localhost>")
# Where customers write to, e.g. about a locked account (shown in the portal).
SUPPORT_EMAIL = env.str("SUPPORT_EMAIL", default="support@localhost")
ANYMAIL = {
    # e.g. EMAIL_BACKEND=anymail.backends.postmark.EmailBackend + ANYMAIL_POSTMARK_SERVER_TOKEN
    k.removeprefix("ANYMAIL_"): v
    for k, v in env.ENVIRON.items()
    if k.startswith("ANYMAIL_")
}

# --- Stripe -----------------------------------------------------------------------------------
STRIPE_SECRET_KEY = env.str("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env.str("STRIPE_WEBHOOK_SECRET", default="")
STRIPE_API_BASE = env.str("STRIPE_API_BASE", default="")  # only for a local fake in tests/dev
# Where Stripe Checkout sends the customer back to (appended to SITE_URL).
STRIPE_CHECKOUT_SUCCESS_PATH = env.str(
    "STRIPE_CHECKOUT_SUCCESS_PATH", default="/portal/billing?checkout=success"
)
STRIPE_CHECKOUT_CANCEL_PATH = env.str(
    "STRIPE_CHECKOUT_CANCEL_PATH", default="/portal/billing?checkout=cancelled"
)
# Let Stripe Tax compute the VAT share of the (tax-inclusive) package prices.
STRIPE_AUTOMATIC_TAX = env.bool("STRIPE_AUTOMATIC_TAX", default=False)

# --- Credits ----------------------------------------------------------------------------------
FREE_CREDITS_PER_MONTH = 250
# A reservation of a synchronous call older than this is released by the sweeper.
STALE_HOLD_SECONDS = env.int("STALE_HOLD_SECONDS", default=300)
# Credit leases (billing/leases.py): a synchronous call reserves from a lease of up to this
# many credits held in Redis; 0 reserves every call in the database. A lease is settled into
# the ledger after BILLING_LEASE_SECONDS at the latest (beat task settle-leases).
BILLING_LEASE_CREDITS = env.int("BILLING_LEASE_CREDITS", default=500)
# A lease used up within 5 s makes the next one twice as large, up to this (billing/leases.py).
BILLING_LEASE_MAX_CREDITS = env.int("BILLING_LEASE_MAX_CREDITS", default=5000)
BILLING_LEASE_SECONDS = env.int("BILLING_LEASE_SECONDS", default=30)
# Each lease is up to this many per cent smaller at random, so that accounts whose leases were
# taken together do not all renew in the same second (billing/leases.py, _jittered).
BILLING_LEASE_JITTER = env.int("BILLING_LEASE_JITTER", default=25)
if not 0 <= BILLING_LEASE_JITTER <= 50:
    raise ImproperlyConfigured("BILLING_LEASE_JITTER is a share in per cent from 0 to 50.")

# --- Webhooks ---------------------------------------------------------------------------------
# Key material for encrypting signing secrets at rest (comma-separated for rotation: the first
# encrypts, all decrypt). Empty: derived from SECRET_KEY with HKDF.
WEBHOOK_SECRET_KEY = env.str("WEBHOOK_SECRET_KEY", default="")
# Deliveries one worker process keeps in flight, and at most this many to one target host.
WEBHOOK_MAX_IN_FLIGHT = env.int("WEBHOOK_MAX_IN_FLIGHT", default=200)
WEBHOOK_PER_HOST_CONCURRENCY = env.int("WEBHOOK_PER_HOST_CONCURRENCY", default=10)
# The change feed (GET /v1/events): how long entries are kept, and the longest long poll.
FEED_RETENTION_DAYS = env.int("FEED_RETENTION_DAYS", default=90)
FEED_MAX_WAIT_SECONDS = 30
# Development only: with DEBUG too, webhook targets on loopback (127.0.0.0/8, [::1], localhost;
# http allowed for those) are accepted, for a local receiver under `make run`. Production
# settings refuse to start when DEBUG or this is set (config/settings/production.py).
WEBHOOKS_ALLOW_LOOPBACK = env.bool("WEBHOOKS_ALLOW_LOOPBACK", default=False)
# The owners' delivery log is kept 30 days (webhooks.tasks.purge_delivery_log).
CELERY_BEAT_SCHEDULE["purge-webhook-delivery-log"] = {
    "task": "webhooks.tasks.purge_delivery_log", "schedule": 3600.0,
}

# --- Calls up the layers (README "Layers") ---------------------------------------------------
# A write of a lower app that must reach a higher app in the same transaction calls what is
# named here, so that no app imports one above it.
# companies/changes.py: the module whose event_company_changed / event_domain_linked write the
# events of company writes (the webhook outbox), inside the write's transaction.
COMPANY_CHANGE_OUTBOX = "webhooks.events"
# accounts/services.py account_delete: what else goes with a deleted account, in its transaction.
ACCOUNT_DELETION_STEPS = ["webhooks.services.webhooks_remove_for_account"]

# --- I18N / static ------------------------------------------------------------------------
LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STATIC_ROOT.mkdir(exist_ok=True)
# Serve app static files (the portal's CSS and JS) even before `collectstatic` has run.
WHITENOISE_USE_FINDERS = True
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# --- REST framework / OpenAPI -----------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["accounts.authentication.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "EXCEPTION_HANDLER": "config.errors.api_exception_handler",
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Company Data API",
    "DESCRIPTION": (
        "Company data for Germany, Austria and Switzerland. Every call costs a fixed number of "
        "credits (see each operation); every response to a keyed request carries "
        "`X-Credits-Remaining`, except while the balance cannot be read (its store is "
        "unavailable: the header is then left out, never guessed). Errors are "
        "`{\"error\": {\"code\", \"message\"}}`.\n\n"
        "Keys, usage, webhooks and credits are managed in the [portal](/portal/); changes to "
        "the API are announced in the [change log](/changelog)."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/v1",
    "SERVE_AUTHENTICATION": [],
    "ENUM_NAME_OVERRIDES": {
        "CompanyStatusEnum": ["active", "in_liquidation", "insolvent", "dissolved"],
        "JobStatusEnum": ["queued", "running", "succeeded", "failed"],
        "WebhookStatusEnum": ["active", "disabled"],
        "CountryEnum": ["DE", "AT", "CH"],
    },
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "REDOC_DIST": "SIDECAR",
    # config/openapi.py: the request guard's codes on every operation, and a curl sample
    # per operation for the API reference (/docs/api).
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.openapi.add_guard_responses",
        "config.openapi.add_curl_samples",
    ],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
}

LOGIN_URL = "/portal/sign-in"
LOGIN_REDIRECT_URL = "/portal/"
# Portal sessions (docs/portal.md): an absolute lifetime of SESSION_COOKIE_AGE (14 days),
# not renewed per request and kept across browser restarts, because signing in again costs
# a trip through the inbox; "Sign out" ends the session at once. The cookie is HttpOnly,
# SameSite=Lax, and Secure in production.
SESSION_COOKIE_AGE = env.int("SESSION_COOKIE_AGE", default=14 * 24 * 3600)
SESSION_EXPIRE_AT_BROWSER_CLOSE = False
SESSION_SAVE_EVERY_REQUEST = False

# Customers sign in by e-mailed link only (django-sesame); staff may also use a password in
# the admin (Django's ModelBackend).
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "sesame.backends.ModelBackend",
]
SESAME_ONE_TIME = True  # a link works once: signing in changes last_login, which voids it
SESAME_MAX_AGE = env.int("SESAME_MAX_AGE", default=10 * 60)
SESAME_TOKEN_NAME = "sesame"
# Sign-in link requests (count/window-seconds), per normalised address and per client IP.
PORTAL_SIGN_IN_LIMIT_PER_EMAIL = env.str("PORTAL_SIGN_IN_LIMIT_PER_EMAIL", default="5/3600")
PORTAL_SIGN_IN_LIMIT_PER_IP = env.str("PORTAL_SIGN_IN_LIMIT_PER_IP", default="30/3600")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": "config.logging.JsonFormatter"}},
    "handlers": {"console": {"class": "config.logging.BackgroundStreamHandler", "formatter": "json"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {
        "django.server": {"level": "WARNING"},
        "django.request": {"level": "ERROR"},
    },
}

# --- Protection (count/window-seconds) ------------------------------------------------
RATE_LIMIT_PER_KEY = env.str("RATE_LIMIT_PER_KEY", default="6000/60")
RATE_LIMIT_PER_IP = env.str("RATE_LIMIT_PER_IP", default="12000/60")
# This many unsuccessful lookups (404s, zero-hit searches) within the window lock the key
# for the window.
LOOKUP_LOCK_THRESHOLD = env.str("LOOKUP_LOCK_THRESHOLD", default="200/600")
# How many reverse proxies in front of the web process append to X-Forwarded-For.
TRUSTED_PROXY_COUNT = env.int("TRUSTED_PROXY_COUNT", default=0)
# Seconds a web process may keep an API key it looked up (accounts/keycache.py); changes
# made through the application reach every process within 0.1 s, this bounds the rest.
# 0: off.
KEY_CACHE_SECONDS = env.int("KEY_CACHE_SECONDS", default=60)
COMPANY_CACHE_SECONDS = env.int("COMPANY_CACHE_SECONDS", default=300)
# Serve the billed company read (REST and MCP get_company) on the event loop when its
# key and credit lease are in the caches (billing/fast_lane.py; a company row missing from
# the record cache is read and cached there, companies/row_reader.py); off: every call
# takes the ordinary path.
FAST_LANE = env.bool("FAST_LANE", default=True)
# The lanes' row reader prepares its statement once per connection (companies/row_reader.py).
# Behind a pooler in transaction mode that does not track prepared statements (PgBouncer
# before 1.21, or without max_prepared_statements) set this to false: unnamed statements only.
DATABASE_PREPARED_STATEMENTS = env.bool("DATABASE_PREPARED_STATEMENTS", default=True)
# Threads per web process serving Django (see config/asgi.py). More threads wait better on
# slow upstreams (a VIES check can take seconds) but contend for the GIL: under load on 2
# cores, 8 served the billed read with one hot key 1.5-2x faster than 16, and 2-4 faster
# again than 8 once a billed read needed no database round trip (docs/performance.md).
# 4 keeps room for slow upstream calls.
WEB_THREADS = env.int("WEB_THREADS", default=4)
# Bearer token that opens GET /metrics (Prometheus); unset: /metrics answers 404.
METRICS_TOKEN = env.str("METRICS_TOKEN", default="")

# --- Upstream sources -------------------------------------------------------------------
VIES_BASE_URL = env.str("VIES_BASE_URL", default="https://ec.europa.eu/taxation_customs/vies/rest-api")
VIES_REQUESTER_VAT_ID = env.str("VIES_REQUESTER_VAT_ID", default="")
VIES_TIMEOUT = env.float("VIES_TIMEOUT", default=8.0)
VIES_RETRY_ATTEMPTS = env.int("VIES_RETRY_ATTEMPTS", default=2)
# How long a VIES answer is reused (seconds): valid ids for a day, invalid ones for 6 hours
# (a new registration shows up soon). Errors are never cached.
VIES_CACHE_VALID_SECONDS = env.int("VIES_CACHE_VALID_SECONDS", default=86400)
VIES_CACHE_INVALID_SECONDS = env.int("VIES_CACHE_INVALID_SECONDS", default=6 * 3600)
# Register retrieval, change feeds and imports (companies/source_clients.py). Transient upstream
# errors are retried with exponential backoff (base, cap in seconds) before a job fails.
SOURCE_RETRY_ATTEMPTS = env.int("SOURCE_RETRY_ATTEMPTS", default=3)
SOURCE_RETRY_BASE_DELAY = env.float("SOURCE_RETRY_BASE_DELAY", default=1.0)
SOURCE_RETRY_MAX_DELAY = env.float("SOURCE_RETRY_MAX_DELAY", default=20.0)
HANDELSREGISTER_BASE_URL = env.str("HANDELSREGISTER_BASE_URL", default="https://www.handelsregister.de")
HANDELSREGISTER_TIMEOUT = env.float("HANDELSREGISTER_TIMEOUT", default=20.0)
# The portal's terms: at most 60 retrievals per hour, shared by every worker (DB throttle).
HANDELSREGISTER_REQUESTS_PER_HOUR = env.int("HANDELSREGISTER_REQUESTS_PER_HOUR", default=60)
# How soon a job that waits for another job's retrieval of the same entry looks again.
REGISTER_RETRIEVAL_POLL_SECONDS = env.float("REGISTER_RETRIEVAL_POLL_SECONDS", default=5.0)
ZEFIX_BASE_URL = env.str("ZEFIX_BASE_URL", default="https://www.zefix.admin.ch/ZefixPublicREST")
ZEFIX_USER = env.str("ZEFIX_USER", default="")
ZEFIX_PASSWORD = env.str("ZEFIX_PASSWORD", default="")
ZEFIX_TIMEOUT = env.float("ZEFIX_TIMEOUT", default=10.0)
# Days the SOGC change feed is read back on the first run (later runs continue from the cursor).
ZEFIX_FEED_DAYS_BACK = env.int("ZEFIX_FEED_DAYS_BACK", default=3)
FIRMENBUCH_PROVIDER = env.str("FIRMENBUCH_PROVIDER", default="hvd")
FIRMENBUCH_BASE_URL = env.str(
    "FIRMENBUCH_BASE_URL", default="https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws"
)
FIRMENBUCH_API_KEY = env.str("FIRMENBUCH_API_KEY", default="")
FIRMENBUCH_TIMEOUT = env.float("FIRMENBUCH_TIMEOUT", default=15.0)
GLEIF_GOLDEN_COPY_URL = env.str("GLEIF_GOLDEN_COPY_URL", default="https://goldencopy.gleif.org/api/v2")
GLEIF_API_URL = env.str("GLEIF_API_URL", default="https://api.gleif.org/api/v1")
GLEIF_TIMEOUT = env.float("GLEIF_TIMEOUT", default=30.0)
CELERY_BEAT_SCHEDULE["zefix-sogc-feed"] = {
    "task": "companies.tasks.pull_zefix_feed", "schedule": 3600.0,
}

# --- Crawler (domain refresh jobs) --------------------------------------------------------
# Ports a site is fetched on (https first, then http); only a local test setup changes them.
CRAWLER_PORTS = {"https": env.int("CRAWLER_HTTPS_PORT", default=443),
                 "http": env.int("CRAWLER_HTTP_PORT", default=80)}
# Politeness: seconds between two requests to one host (process-wide).
CRAWLER_HOST_INTERVAL = env.float("CRAWLER_HOST_INTERVAL", default=1.0)
# Deadline of one fetch (DNS to last byte) and of a whole refresh crawl, in seconds.
CRAWLER_FETCH_DEADLINE = env.float("CRAWLER_FETCH_DEADLINE", default=10.0)
CRAWLER_BUDGET_SECONDS = env.float("CRAWLER_BUDGET_SECONDS", default=90.0)
# Batch the settled-hold marks and usage counts of billed calls that take no credit lease
# off the request thread, together (billing/deferred.py). Money is never deferred.
BILLING_DEFER_WRITES = env.bool("BILLING_DEFER_WRITES", default=True)
