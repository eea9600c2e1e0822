"""Deliveries reuse keep-alive connections to a receiver, and the target is still checked at
every delivery: a name that turns to a forbidden address gets nothing more, pooled or not."""

from __future__ import annotations

import ssl
from collections.abc import Iterator
from contextlib import contextmanager

import trustme

from net.fetcher import install_default_ssl_context
from tests.fakes.keepalive import KeepAliveReceiver, Received
from tests.fakes.resolver import StaticResolver, resolving
from webhooks.delivery import deliveries_run
from webhooks.events import event_company_changed
from webhooks.models import Delivery, DeliveryAttempt, Subscription, Webhook
from webhooks.services import webhook_create
from webhooks.verify_example import verify_signature

HOOK = "hooks.empfaenger-gmbh.de"


@contextmanager
def trusted(ca: trustme.CA, resolver: StaticResolver) -> Iterator[None]:
    context = ssl.create_default_context()
    ca.configure_trust(context)
    previous = install_default_ssl_context(context)
    try:
        with resolving(resolver):
            yield
    finally:
        install_default_ssl_context(previous)


def watching(account, url: str, company_id: str) -> tuple[Webhook, str]:
    webhook, secret = webhook_create(account=account, url=url)
    Subscription.objects.create(webhook=webhook, kind=Subscription.COMPANY, value=company_id)
    return webhook, secret


def test_deliveries_to_one_receiver_share_a_few_connections(customer, company, clock):
    ca = trustme.CA()
    with KeepAliveReceiver([HOOK], ca=ca) as receiver, trusted(ca, StaticResolver({HOOK: "127.0.0.1"})):
        _, secret = watching(customer, receiver.url(HOOK), company.public_id)
        for _ in range(40):
            event_company_changed(company_id=company.public_id, field="phone")
        report = deliveries_run(clock=clock, per_host=4)
    assert report.succeeded == 40
    assert len(receiver.requests) == 40
    assert receiver.connections <= 4  # at most 4 exchanges at once to this host
    for received in receiver.requests:  # each one signed afresh, as without reuse
        assert verify_signature(secret, received.headers["Svc-Signature"], received.body)
    assert DeliveryAttempt.objects.filter(succeeded=True).count() == 40


def test_a_receiver_name_that_turns_to_a_private_address_gets_no_more_deliveries(customer, company, clock):
    ca = trustme.CA()
    resolver = StaticResolver({HOOK: "127.0.0.1"})

    def rebind(_: Received) -> None:  # after the first delivery, the name points inside
        resolver.add(HOOK, "10.0.0.7")

    with KeepAliveReceiver([HOOK], ca=ca, on_request=rebind) as receiver, trusted(ca, resolver):
        watching(customer, receiver.url(HOOK), company.public_id)
        for _ in range(5):
            event_company_changed(company_id=company.public_id, field="phone")
        report = deliveries_run(clock=clock, per_host=1)
    assert (report.succeeded, report.retrying) == (1, 4)
    assert len(receiver.requests) == 1 and receiver.connections == 1
    refused = Delivery.objects.filter(status=Delivery.PENDING)
    assert refused.count() == 4
    assert all(d.last_error.startswith("unsafe_address") for d in refused)
