"""POST /v1/domains/{domain}/refresh end to end against fake websites on loopback (#5):
the job reads the imprint through the safe fetcher, updates the company with per-field
provenance, links the domain, writes history and outbox events; failures return credits."""

from __future__ import annotations

from datetime import timedelta

import pytest

from billing.models import UsageDaily
from companies.models import Company, Domain, FieldChange
from jobs.models import Job
from tests.factories import make_company
from tests.fakes.base import Response
from tests.fakes.web import FakeWeb
from webhooks.models import Event

from .conftest import link, post_refresh, run, spendable
from .sites import COOKIE_PAGE, HOSTS, free_port, home_html, imprint_html, page, serving


@pytest.fixture
def web():
    with FakeWeb(hosts=HOSTS) as server:
        yield server


def standard_site(web: FakeWeb, host: str = "muster-software.de", **imprint: str) -> None:
    web.pages[(host, "/")] = page(home_html(("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")))
    web.pages[(host, "/impressum")] = page(imprint_html(**imprint))


def refresh(api, domain: str) -> Job:
    response = post_refresh(api, domain)
    assert response.status_code == 202, response.content
    return run(response.json()["job"]["id"])


def test_refresh_answers_202_with_a_job_and_reserves_5_credits(api, account):
    before = spendable(account)
    response = post_refresh(api, "Muster-Software.DE")
    assert response.status_code == 202
    job = response.json()["job"]
    assert job["type"] == "domain_refresh" and job["status"] == "queued"
    assert job["credits_charged"] == 0 and job["result_url"] is None
    assert response["Location"] == f"/v1/jobs/{job['id']}"
    assert Job.objects.get(public_id=job["id"]).input == {"domain": "muster-software.de"}
    assert spendable(account) == before - 5
    assert response["X-Credits-Remaining"] == str(before - 5)


def test_refresh_creates_the_company_from_the_imprint_and_links_the_domain(
    api, account, web, settings
):
    standard_site(web)
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED, job.error_message
    assert job.credits_charged == 5 and spendable(account) == before - 5
    usage = UsageDaily.objects.get(account=account, endpoint="POST /v1/domains/{domain}/refresh")
    assert (usage.calls, usage.credits) == (1, 5)

    domain = Domain.objects.get(name="muster-software.de")
    company = domain.company
    assert domain.link_status == "claimed" and domain.last_refreshed_at is not None
    assert "names Muster Software GmbH" in domain.justification
    url = web.url("muster-software.de", "/impressum")
    assert domain.origin == f"imprint {url}"
    record = company.record
    assert record["name"]["value"] == "Muster Software GmbH"
    assert record["name"]["source"] == f"imprint {url}"
    assert record["register"]["value"] == {"country": "DE", "court": "München", "number": "HRB 123456"}
    assert record["vat_id"]["value"] == "DE811907980"
    assert record["address"]["value"]["postal_code"] == "80331"
    assert record["domains"]["value"] == [{"domain": "muster-software.de", "link_status": "claimed"}]

    # history rows and outbox events from the same refresh
    assert FieldChange.objects.filter(company=company, field="name").exists()
    events = set(Event.objects.values_list("type", "company_id", "field", "domain"))
    assert ("company.changed", company.public_id, "name", "") in events
    assert ("company.changed", company.public_id, "phone", "") in events
    assert ("domain.linked", company.public_id, "", "muster-software.de") in events

    # the public answer
    answer = api.get("/v1/domains/muster-software.de").json()
    assert answer["company"] == {"id": company.public_id, "name": "Muster Software GmbH"}
    assert answer["link_status"]["value"] == "claimed"

    # the crawler identified itself and honoured robots.txt
    visits = web.requests_for("muster-software.de")
    assert visits[0].path == "/robots.txt"
    assert all(r.headers["User-Agent"].startswith("CompanyDataBot/") for r in visits)


def test_changes_found_by_a_later_refresh_become_history_and_events(api, web, settings):
    standard_site(web)
    with serving(settings, web):
        first = refresh(api, "muster-software.de")
    assert first.status == Job.SUCCEEDED
    company = Domain.objects.get(name="muster-software.de").company
    Job.objects.filter(pk=first.pk).update(created_at=first.created_at - timedelta(hours=25))
    Event.objects.all().delete()
    standard_site(web, phone="+49 89 7654321")
    with serving(settings, web):
        second = refresh(api, "muster-software.de")
    assert second.status == Job.SUCCEEDED
    change = FieldChange.objects.filter(company=company, field="phone").latest("id")
    assert (change.old_value, change.new_value) == ("+49891234567", "+49897654321")
    assert list(Event.objects.values_list("type", "field")) == [("company.changed", "phone")]
    assert Company.objects.count() == 1


def test_existing_company_is_found_by_register_entry_and_verified_by_the_register(
    api, web, settings
):
    company = make_company(
        source="gleif", origin="gleif", phone=None, email=None, representatives=None,
    )
    standard_site(web)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED
    domain = Domain.objects.get(name="muster-software.de")
    assert domain.company_id == company.pk
    assert domain.link_status == "verified"
    assert "GLEIF" in domain.justification and "same address" in domain.justification
    assert Company.objects.count() == 1
    company.refresh_from_db()
    assert company.record["phone"]["source"].startswith("imprint https://muster-software.de")


def test_subdomain_of_a_verified_domain_is_verified(api, web, settings):
    company = make_company()
    link("muster-software.de", company, "verified")
    standard_site(web, host="shop.muster-software.de")
    with serving(settings, web):
        job = refresh(api, "shop.muster-software.de")
    assert job.status == Job.SUCCEEDED
    domain = Domain.objects.get(name="shop.muster-software.de")
    assert (domain.company_id, domain.link_status) == (company.pk, "verified")
    assert "muster-software.de, a verified domain" in domain.justification


def test_lookalike_domain_copying_the_imprint_is_impersonation(api, web, settings):
    company = make_company(source="gleif", origin="gleif")
    link("muster-software.de", company, "verified")
    standard_site(web, host="muster-software-shop.de")
    with serving(settings, web):
        job = refresh(api, "muster-software-shop.de")
    assert job.status == Job.SUCCEEDED
    domain = Domain.objects.get(name="muster-software-shop.de")
    assert (domain.company_id, domain.link_status) == (company.pk, "impersonation")
    assert "resembles muster-software.de" in domain.justification


def test_identifiers_of_two_companies_make_the_link_disputed(api, web, settings):
    first = make_company()  # HRB 123456 München, DE811907980
    second = make_company(name="Andere Firma GmbH",
                          register={"country": "DE", "court": "Köln", "number": "HRB 999"},
                          vat_id="DE136695976")
    standard_site(web, vat_id="DE136695976")
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED
    domain = Domain.objects.get(name="muster-software.de")
    assert (domain.company_id, domain.link_status) == (first.pk, "disputed")
    assert second.public_id in domain.justification


def test_domain_verified_for_another_company_becomes_disputed(api, web, settings):
    owner = make_company(name="Eigentümer AG", legal_form="AG",
                         register={"country": "DE", "court": "Köln", "number": "HRB 999"},
                         vat_id="DE136695976")
    link("muster-software.de", owner, "verified")
    standard_site(web)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED
    domain = Domain.objects.get(name="muster-software.de")
    assert (domain.company_id, domain.link_status) == (owner.pk, "disputed")
    assert "Muster Software GmbH" in domain.justification


def test_falls_back_to_http_when_https_fails(api, settings):
    with FakeWeb(hosts=["zweite-firma.de"], cert_hosts=["other.example.org"]) as bad_tls, \
            FakeWeb(https=False) as plain:
        plain.pages[("zweite-firma.de", "/")] = page(home_html(("/impressum", "Impressum")))
        plain.pages[("zweite-firma.de", "/impressum")] = page(imprint_html(
            name="Zweite Firma GmbH", register="HRB 4711", vat_id="DE136695976",
            email="info@zweite-firma.de"))
        with serving(settings, bad_tls, http=plain):
            job = refresh(api, "zweite-firma.de")
    assert job.status == Job.SUCCEEDED, job.error_message
    assert Domain.objects.get(name="zweite-firma.de").origin.startswith("imprint http://zweite-firma.de:")


def test_imprint_found_at_a_common_path_when_the_home_page_links_none(api, web, settings):
    web.pages[("muster-software.de", "/")] = page(home_html())
    web.pages[("muster-software.de", "/impressum.html")] = page(imprint_html())
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED
    assert Domain.objects.get(name="muster-software.de").origin.endswith("/impressum.html")


def test_imprint_linked_under_an_address_that_does_not_name_it_is_read(api, web, settings):
    # a CMS page id ("/seite-12.html", WordPress's "/?page_id=12"): only the link's text "Impressum" says what the page is
    about = ("<!doctype html><html lang=\"de\"><head><title>Über uns</title></head><body><main><h1>Wir über uns</h1>"
             "<p>Muster Software GmbH<br>Hauptstraße 5<br>80331 München</p><p>Geschäftsführerin: Anna Berger</p>"
             "<p>Telefon: +49 89 1234567</p></main></body></html>")
    web.pages[("muster-software.de", "/")] = page(home_html(("/seite-12.html", "Impressum")))
    web.pages[("muster-software.de", "/seite-12.html")] = page(about)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED, job.error_message
    assert Domain.objects.get(name="muster-software.de").origin.endswith("/seite-12.html")


def test_imprint_in_the_home_page_footer_is_used(api, web, settings):
    html = imprint_html().replace("<h1>Impressum</h1>", "<main>Willkommen</main><footer><h2>Impressum</h2>")
    web.pages[("muster-software.de", "/")] = page(html.replace("</body>", "</footer></body>"))
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert job.status == Job.SUCCEEDED, job.error_message


# -- failures: job failed, credits returned, the refresh still counted ----------------------
def assert_failed_and_counted(api, account, job: Job, code: str, before: int) -> None:
    assert job.status == Job.FAILED
    assert job.error_code == code and job.error_message
    assert job.credits_charged == 0
    assert spendable(account) == before
    body = api.get(f"/v1/jobs/{job.public_id}").json()
    assert body["error"] == {"code": code, "message": job.error_message}
    again = post_refresh(api, job.input["domain"])
    assert again.status_code == 429
    assert again.json()["error"]["code"] == "refresh_limit"


def test_site_down_fails_the_job(api, account, web, settings):
    before = spendable(account)
    with serving(settings, web):
        settings.CRAWLER_PORTS = {"https": free_port(), "http": free_port()}  # nobody listens
        job = refresh(api, "kaputt.de")
    assert_failed_and_counted(api, account, job, "site_unreachable", before)
    assert not Domain.objects.filter(name="kaputt.de").exists()


def test_unresolvable_domain_fails_the_job(api, account, web, settings):
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "gibt-es-nicht.de")
    assert_failed_and_counted(api, account, job, "site_unreachable", before)


def test_site_without_imprint_fails_the_job(api, account, web, settings):
    web.pages[("muster-software.de", "/")] = page(home_html(("/produkte", "Produkte")))
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert_failed_and_counted(api, account, job, "no_imprint", before)


def test_imprint_link_to_a_page_that_is_not_an_imprint_fails_the_job(api, account, web, settings):
    web.pages[("muster-software.de", "/")] = page(home_html(("/impressum", "Impressum")))
    web.pages[("muster-software.de", "/impressum")] = page(COOKIE_PAGE)
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert_failed_and_counted(api, account, job, "not_an_imprint", before)
    assert not Company.objects.exists()


def test_slow_site_times_out(api, account, web, settings):
    settings.CRAWLER_FETCH_DEADLINE = 0.5
    web.pages[("muster-software.de", "/")] = Response(200, home_html(), delay=2.0)
    web.pages[("muster-software.de", "/robots.txt")] = Response(404, "", delay=2.0)
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert_failed_and_counted(api, account, job, "timeout", before)


def test_robots_txt_that_forbids_us_fails_the_job(api, account, web, settings):
    web.pages[("muster-software.de", "/robots.txt")] = Response(
        200, "User-agent: CompanyDataBot\nDisallow: /\n", headers={"Content-Type": "text/plain"})
    standard_site(web)
    before = spendable(account)
    with serving(settings, web):
        job = refresh(api, "muster-software.de")
    assert_failed_and_counted(api, account, job, "robots_disallowed", before)
    assert not web.requests_for("muster-software.de", "/impressum")
