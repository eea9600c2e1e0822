"""The MCP gateway app: the MCP server at /mcp, whose tools call the /v1 services."""

from django.apps import AppConfig


class McpGatewayConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "mcp_gateway"
