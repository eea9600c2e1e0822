"""The outbound HTTP app: no models, only the code every outbound request goes through."""

from django.apps import AppConfig


class NetConfig(AppConfig):
    name = "net"
