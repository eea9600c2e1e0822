"""A fake Stripe API on 127.0.0.1 speaking Stripe's wire protocol: form-encoded requests
(``metadata[k]=v``, ``line_items[0][price_data][currency]=eur``), bearer secret key,
``Idempotency-Key``, JSON objects shaped like Stripe's, and Stripe's error bodies.

Endpoints: ``POST /v1/customers``, ``POST /v1/checkout/sessions``,
``GET /v1/checkout/sessions/{id}``, ``POST /v1/checkout/sessions/{id}/expire``,
``GET /v1/invoices?customer=``, ``GET /v1/invoices/{id}``.

What happens on Stripe's side outside the API (a customer paying, a refund, a dispute)
is done with :meth:`pay`, :meth:`refund` and :meth:`dispute`; :meth:`event` wraps an
object in an event envelope as Stripe would deliver it to our webhook.
"""

from __future__ import annotations

import secrets
import string
import time
from typing import Any
from urllib.parse import parse_qsl

from tests.fakes.base import LocalServer, Request, Response

_ALPHABET = string.ascii_letters + string.digits
API_VERSION = "2026-10-28.clover"


def _id(prefix: str) -> str:
    return f"{prefix}_test_" + "".join(secrets.choice(_ALPHABET) for _ in range(24))


def decode_form(body: bytes) -> dict[str, Any]:
    """Stripe's form encoding back into nested dicts and lists."""
    root: dict[str, Any] = {}
    for name, value in parse_qsl(body.decode(), keep_blank_values=True):
        head, _, rest = name.partition("[")
        path = [head] + ([part.rstrip("]") for part in rest.split("[")] if rest else [])
        node = root
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = value
    return _lists(root)


def _lists(node: Any) -> Any:
    if not isinstance(node, dict):
        return node
    node = {k: _lists(v) for k, v in node.items()}
    if node and all(k.isdigit() for k in node):
        return [node[k] for k in sorted(node, key=int)]
    return node


def _error(status: int, message: str, *, code: str | None = None, param: str | None = None):
    error: dict[str, Any] = {"type": "invalid_request_error", "message": message}
    if code:
        error["code"] = code
    if param:
        error["param"] = param
    return Response(status, {"error": error}, headers={"Request-Id": _id("req")})


class FakeStripe(LocalServer):
    secret_key = "sk_test_fake_0123456789abcdef"

    def __init__(self) -> None:
        super().__init__()
        self.customers: dict[str, dict[str, Any]] = {}
        self.sessions: dict[str, dict[str, Any]] = {}
        self.invoices: dict[str, dict[str, Any]] = {}
        self.charges: dict[str, dict[str, Any]] = {}
        self._idempotent: dict[str, Response] = {}
        self._invoice_counter = 0

    # -- HTTP ----------------------------------------------------------------------------
    def handle(self, request: Request) -> Response:
        if request.headers.get("Authorization") != f"Bearer {self.secret_key}":
            return _error(401, "Invalid API Key provided.")
        key = request.headers.get("Idempotency-Key")
        if request.method == "POST" and key and key in self._idempotent:
            return self._idempotent[key]
        response = self._route(request)
        if request.method == "POST" and key and response.status == 200:
            self._idempotent[key] = response
        return response

    def _route(self, request: Request) -> Response:
        parts = request.path.strip("/").split("/")
        params = (
            decode_form(request.body)
            if request.method == "POST"
            else {k: v[-1] for k, v in request.query.items()}
        )
        if request.method == "POST" and parts == ["v1", "customers"]:
            return Response(200, self._customer_create(params))
        if request.method == "POST" and parts == ["v1", "checkout", "sessions"]:
            return self._session_create(params)
        if request.method == "POST" and parts[:3] == ["v1", "checkout", "sessions"] and (
            len(parts) == 5 and parts[4] == "expire"
        ):
            return self._session_expire(parts[3])
        if request.method == "GET" and parts[:3] == ["v1", "checkout", "sessions"]:
            session = self.sessions.get(parts[3]) if len(parts) == 4 else None
            if session is None:
                return _error(
                    404,
                    f"No such checkout.session: '{parts[-1]}'",
                    code="resource_missing",
                    param="session",
                )
            return Response(200, session)
        if request.method == "GET" and parts == ["v1", "invoices"]:
            return self._invoice_list(params)
        if request.method == "GET" and parts[:2] == ["v1", "invoices"] and len(parts) == 3:
            invoice = self.invoices.get(parts[2])
            if invoice is None:
                return _error(
                    404, f"No such invoice: '{parts[2]}'", code="resource_missing", param="id"
                )
            return Response(200, invoice)
        return _error(404, f"Unrecognized request URL ({request.method}: {request.path}).")

    def _customer_create(self, params: dict[str, Any]) -> dict[str, Any]:
        customer = {
            "id": _id("cus"),
            "object": "customer",
            "created": int(time.time()),
            "email": params.get("email"),
            "metadata": params.get("metadata", {}),
            "livemode": False,
            "invoice_settings": {"default_payment_method": None},
        }
        self.customers[customer["id"]] = customer
        return customer

    def _session_create(self, params: dict[str, Any]) -> Response:
        for required in ("mode", "success_url", "line_items"):
            if not params.get(required):
                return _error(
                    400,
                    f"Missing required param: {required}.",
                    code="parameter_missing",
                    param=required,
                )
        if params["mode"] != "payment":
            return _error(400, "This fake only takes mode=payment.", param="mode")
        customer = params.get("customer")
        if customer and customer not in self.customers:
            return _error(
                400, f"No such customer: '{customer}'", code="resource_missing", param="customer"
            )
        total = 0
        for i, item in enumerate(params["line_items"]):
            price = item.get("price_data") or {}
            if not price.get("currency") or not price.get("unit_amount"):
                return _error(400, "Missing price_data.", param=f"line_items[{i}][price_data]")
            if not (price.get("product_data") or {}).get("name"):
                return _error(
                    400,
                    "Missing product name.",
                    param=f"line_items[{i}][price_data][product_data][name]",
                )
            total += int(price["unit_amount"]) * int(item.get("quantity", 1))
        tax_ids = (params.get("tax_id_collection") or {}).get("enabled") == "true"
        if tax_ids and customer and (params.get("customer_update") or {}).get("name") != "auto":
            # Stripe's rule: the collected business name must be saved on the customer.
            return _error(
                400,
                "customer_update[name] must be 'auto' when tax_id_collection is enabled "
                "with an existing customer.",
                param="customer_update[name]",
            )
        session_id = "cs_test_" + "".join(secrets.choice(_ALPHABET) for _ in range(58))
        session = {
            "id": session_id,
            "object": "checkout.session",
            "amount_subtotal": total,
            "amount_total": total,
            "cancel_url": params.get("cancel_url"),
            "client_reference_id": params.get("client_reference_id"),
            "created": int(time.time()),
            "currency": params["line_items"][0]["price_data"]["currency"],
            "customer": customer,
            "customer_email": None,
            "expires_at": int(time.time()) + 24 * 3600,
            "invoice": None,
            "invoice_creation": {
                "enabled": params.get("invoice_creation", {}).get("enabled") == "true",
                "invoice_data": params.get("invoice_creation", {}).get("invoice_data", {}),
            },
            "livemode": False,
            "metadata": params.get("metadata", {}),
            "mode": "payment",
            "payment_intent": None,
            "payment_status": "unpaid",
            "status": "open",
            "success_url": params["success_url"],
            "url": f"https://checkout.stripe.com/c/pay/{session_id}",
            "automatic_tax": {"enabled": params.get("automatic_tax", {}).get("enabled") == "true"},
            "billing_address_collection": params.get("billing_address_collection", "auto"),
            "tax_id_collection": {"enabled": tax_ids},
            "customer_details": None,
            # kept for the tests' eyes only (Stripe does not echo these)
            "_params": params,
        }
        self.sessions[session_id] = session
        return Response(200, session)

    def _session_expire(self, session_id: str) -> Response:
        session = self.sessions.get(session_id)
        if session is None:
            return _error(404, f"No such checkout.session: '{session_id}'",
                          code="resource_missing", param="session")
        if session["status"] != "open":
            return _error(400, f"Only Checkout Sessions with a status of `open` can be expired; "
                          f"this one is `{session['status']}`.")
        session["status"] = "expired"
        return Response(200, self.public(session))

    def _invoice_list(self, params: dict[str, Any]) -> Response:
        found = [
            inv
            for inv in self.invoices.values()
            if not params.get("customer") or inv["customer"] == params["customer"]
        ]
        found.sort(key=lambda inv: inv["created"], reverse=True)
        limit = int(params.get("limit", 10))
        return Response(
            200,
            {
                "object": "list",
                "data": found[:limit],
                "has_more": len(found) > limit,
                "url": "/v1/invoices",
            },
        )

    # -- what happens at Stripe outside the API ------------------------------------------
    def pay(
        self, session_id: str, *, asynchronous: bool = False, settle: bool = True,
        billing: dict[str, Any] | None = None,
    ) -> dict:
        """The customer completes the Checkout page, entering ``billing`` (``name``,
        ``address`` as Stripe's address object, optional ``vat_id``) where the session asks
        for it. With ``asynchronous`` (e.g. SEPA debit) the session completes unpaid;
        :meth:`settle_async` pays it later."""
        session = self.sessions[session_id]
        if session["status"] != "open":
            raise AssertionError(f"session is {session['status']}: it cannot be paid")
        if billing:
            self._enter_billing_details(session, billing)
        intent = _id("pi")
        session.update(status="complete", payment_intent=intent)
        if asynchronous:
            session["payment_status"] = "unpaid"
            return self.public(session)
        return self.settle_async(session_id)

    def _enter_billing_details(self, session: dict[str, Any], billing: dict[str, Any]) -> None:
        tax_ids = []
        if billing.get("vat_id") and session["tax_id_collection"]["enabled"]:
            tax_ids = [{"type": "eu_vat", "value": billing["vat_id"]}]
        address = billing["address"] if session["billing_address_collection"] == "required" else None
        session["customer_details"] = {
            "name": billing["name"], "address": address, "tax_ids": tax_ids,
            "tax_exempt": "none", "email": None,
        }
        update = session["_params"].get("customer_update") or {}
        customer = self.customers.get(session["customer"] or "")
        if customer is not None:
            if update.get("name") == "auto":
                customer["name"] = billing["name"]
            if update.get("address") == "auto" and address:
                customer["address"] = address
            customer["tax_ids"] = tax_ids or customer.get("tax_ids", [])

    def settle_async(self, session_id: str) -> dict:
        session = self.sessions[session_id]
        charge_id = _id("ch")
        metadata = dict(session["_params"].get("payment_intent_data", {}).get("metadata", {}))
        self.charges[charge_id] = {
            "id": charge_id,
            "object": "charge",
            "amount": session["amount_total"],
            "amount_captured": session["amount_total"],
            "amount_refunded": 0,
            "currency": session["currency"],
            "customer": session["customer"],
            "created": int(time.time()),
            "disputed": False,
            "livemode": False,
            "metadata": metadata,
            "paid": True,
            "payment_intent": session["payment_intent"],
            "refunded": False,
            "status": "succeeded",
        }
        session["_charge"] = charge_id
        if session["invoice_creation"]["enabled"]:
            self._invoice_counter += 1
            invoice_id = _id("in")
            self.invoices[invoice_id] = {
                "id": invoice_id,
                "object": "invoice",
                "amount_due": session["amount_total"],
                "amount_paid": session["amount_total"],
                "total": session["amount_total"],
                "currency": session["currency"],
                "customer": session["customer"],
                "created": int(time.time()) + self._invoice_counter,
                "number": f"FAKE1234-{self._invoice_counter:04d}",
                "status": "paid",
                "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_fake/{invoice_id}",
                "invoice_pdf": f"https://pay.stripe.com/invoice/acct_fake/{invoice_id}/pdf",
                "metadata": session["invoice_creation"]["invoice_data"].get("metadata", {}),
                "livemode": False,
                # Stripe copies the customer's details onto the invoice when it finalises it.
                **self._invoice_customer_fields(session),
            }
            session["invoice"] = invoice_id
        session["payment_status"] = "paid"
        return self.public(session)

    def _invoice_customer_fields(self, session: dict[str, Any]) -> dict[str, Any]:
        customer = self.customers.get(session["customer"] or "") or {}
        details = session.get("customer_details") or {}
        return {
            "customer_name": customer.get("name") or details.get("name"),
            "customer_address": customer.get("address") or details.get("address"),
            "customer_tax_ids": customer.get("tax_ids") or details.get("tax_ids") or [],
        }

    def charge_of(self, session_id: str) -> str:
        return self.sessions[session_id]["_charge"]

    def refund(self, charge_id: str, amount: int) -> dict:
        """Refunds ``amount`` cents more; returns the charge (``amount_refunded`` is
        cumulative, as in Stripe's ``charge.refunded`` event)."""
        charge = self.charges[charge_id]
        charge["amount_refunded"] = min(charge["amount"], charge["amount_refunded"] + amount)
        charge["refunded"] = charge["amount_refunded"] == charge["amount"]
        return dict(charge)

    def dispute(self, charge_id: str, *, reason: str = "fraudulent") -> dict:
        charge = self.charges[charge_id]
        charge["disputed"] = True
        return {
            "id": _id("dp"),
            "object": "dispute",
            "amount": charge["amount"],
            "charge": charge_id,
            "currency": charge["currency"],
            "created": int(time.time()),
            "livemode": False,
            "metadata": {},
            "payment_intent": charge["payment_intent"],
            "reason": reason,
            "status": "needs_response",
        }

    @staticmethod
    def public(obj: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in obj.items() if not k.startswith("_")}

    @staticmethod
    def event(type_: str, obj: dict[str, Any], *, event_id: str | None = None) -> dict:
        return {
            "id": event_id or _id("evt"),
            "object": "event",
            "api_version": API_VERSION,
            "created": int(time.time()),
            "data": {"object": FakeStripe.public(obj)},
            "livemode": False,
            "pending_webhooks": 1,
            "request": {"id": None, "idempotency_key": None},
            "type": type_,
        }
