"""Reads of company data shared by the REST views and the MCP tools."""

from __future__ import annotations

from config.errors import NotFound

from .models import Company


def company_by_public_id(public_id: str) -> Company:
    """A visible (not blocked) company or :class:`NotFound`."""
    company = Company.objects.visible().filter(public_id=public_id).first()
    if company is None:
        raise NotFound(f"No company with id {public_id!r}.")
    return company
