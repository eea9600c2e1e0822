"""Production: everything secure by default; secrets must come from the environment."""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import env

# Development switches must never reach production: refuse to start rather than ignore them.
for _switch in ("DEBUG", "WEBHOOKS_ALLOW_LOOPBACK"):
    if env.bool(_switch, default=False):
        raise ImproperlyConfigured(
            f"{_switch} is set, but production settings refuse it: unset {_switch} "
            "(it is for development only)."
        )
DEBUG = False
WEBHOOKS_ALLOW_LOOPBACK = False
SECRET_KEY = env.str("SECRET_KEY")  # no default: refuse to start without one
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS")
# No fallback to the development servers' addresses: both must be named.
env.str("DATABASE_URL")
env.str("REDIS_URL")
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
