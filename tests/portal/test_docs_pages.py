"""The guides under /docs: rendered from the repository's Markdown with the portal's look,
links between guides kept inside the site, and no page loading anything from another host
(the browser test records every request; this checks the HTML)."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from portal.guides import GUIDES, SAMPLE_BASE_URL, guide_sample

pytestmark = pytest.mark.django_db

# src/href of what a page loads (scripts, styles, images, fonts, preconnects).
LOADED = re.compile(r'<(?:script|img|link|iframe|source)\b[^>]*\b(?:src|href)="([^"]+)"')


def test_the_index_lists_every_guide_and_the_api_reference():
    html = Client().get("/docs").content.decode()
    for guide in GUIDES:
        assert f'href="/docs/{guide.slug}"' in html
    assert 'href="/docs/api"' in html


@pytest.mark.parametrize("guide", GUIDES, ids=[g.slug for g in GUIDES])
def test_each_guide_is_a_page_of_the_site_with_links_to_other_guides_inside_it(guide, settings):
    settings.SITE_URL = "https://api.example-company-data.de"
    response = Client().get(f"/docs/{guide.slug}")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<h1 id="guide-title">{guide.title}</h1>' in html
    assert 'class="topbar"' in html and "portal.css" in html  # the portal's look
    assert ".md" not in " ".join(re.findall(r'href="([^"]+)"', html))
    assert SAMPLE_BASE_URL not in html  # samples show the site's own address
    for url in LOADED.findall(html):
        assert url.startswith(("/", "data:")), url


def test_the_quickstart_links_to_its_neighbours_and_has_curl_python_and_javascript():
    html = Client().get("/docs/quickstart").content.decode()
    assert 'href="/docs/mcp"' in html and 'href="/docs/errors"' in html
    for language in ("sh", "python", "js"):
        assert f'class="language-{language}"' in html


def test_an_unknown_guide_is_a_404():
    assert Client().get("/docs/nope").status_code == 404


def test_the_api_reference_serves_redoc_from_this_site_without_google_fonts():
    html = Client().get("/docs/api").content.decode()
    assert "drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js" in html
    assert "googleapis" not in html and "gstatic" not in html
    for url in LOADED.findall(html):
        assert url.startswith(("/", "data:")), url


def test_the_portal_shows_the_quickstarts_own_first_call():
    sample = guide_sample("quickstart", "first-call")
    assert "q=Software&country=DE" in sample.code
    filled = sample.filled_in(key="svc_test_abc", site_url="https://x.example/")
    assert "Bearer svc_test_abc" in filled and "https://x.example/v1/companies/search" in filled


def test_every_operation_of_the_api_reference_has_a_curl_sample(settings):
    settings.SITE_URL = "https://api.example-company-data.de"
    schema = Client().get("/v1/openapi.json").json()
    operations = [
        (path, method, op) for path, ops in schema["paths"].items()
        for method, op in ops.items() if method in ("get", "post", "delete")
    ]
    assert operations
    for path, _method, op in operations:
        [sample] = [s for s in op["x-codeSamples"] if s["label"] == "curl"]
        assert 'Bearer $COMPANY_DATA_KEY' in sample["source"], path
        assert "{" not in sample["source"].split('"')[1], path  # parameters became variables
    company = schema["paths"]["/v1/companies/{company_id}"]["get"]["x-codeSamples"][0]
    assert company["source"].startswith(
        'curl -sS "https://api.example-company-data.de/v1/companies/$COMPANY_ID"'
    )
    bulk = schema["paths"]["/v1/bulk/domains"]["post"]["x-codeSamples"][0]["source"]
    assert "-X POST" in bulk and "application/x-ndjson" in bulk
