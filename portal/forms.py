"""Portal forms: parsing and field-level messages only; the rules live in the services."""

from __future__ import annotations

import re

from django import forms

from accounts.models import Account, ApiKey
from billing.packages import PACKAGES
from billing.usage import usage_range
from config.errors import InvalidRequest
from webhooks.services import MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH

_SEPARATORS = re.compile(r"[\s,;]+")


class SignInForm(forms.Form):
    email = forms.EmailField(
        label="E-mail address",
        max_length=254,
        widget=forms.EmailInput(
            attrs={"autocomplete": "email", "autofocus": True, "placeholder": "you@company.de"}
        ),
    )


class ApiKeyCreateForm(forms.Form):
    label = forms.CharField(
        label="Label",
        max_length=100,
        required=False,
        help_text="Where the key is used, e.g. “CRM sync” or “staging”.",
        widget=forms.TextInput(attrs={"placeholder": "e.g. CRM sync"}),
    )
    kind = forms.ChoiceField(
        label="Kind",
        choices=[
            (ApiKey.LIVE, "Live: free allowance first, then purchased credits"),
            (ApiKey.TEST, "Test: free allowance only (250 credits a month)"),
        ],
        initial=ApiKey.LIVE,
        widget=forms.RadioSelect,
    )
    once = forms.CharField(widget=forms.HiddenInput, required=False)


class WebhookCreateForm(forms.Form):
    url = forms.CharField(
        label="Target URL",
        max_length=MAX_URL_LENGTH,
        help_text="https only, reachable on a public address. Redirects are not followed.",
        widget=forms.URLInput(
            attrs={"placeholder": "https://hooks.example-firma.de/company-data", "inputmode": "url"}
        ),
    )
    description = forms.CharField(
        label="Description",
        max_length=MAX_DESCRIPTION_LENGTH,
        required=False,
        widget=forms.TextInput(attrs={"placeholder": "e.g. supplier monitoring"}),
    )
    once = forms.CharField(widget=forms.HiddenInput, required=False)


def split_entries(text: str) -> list[str]:
    return [part for part in _SEPARATORS.split(text or "") if part]


class WatchListForm(forms.Form):
    companies = forms.CharField(
        label="Company ids",
        required=False,
        help_text="One per line, e.g. c_8fK2mQ… (from the API or the MCP tools).",
        widget=forms.Textarea(attrs={"rows": 4, "spellcheck": "false"}),
    )
    domains = forms.CharField(
        label="Domains",
        required=False,
        help_text="One per line, e.g. muster-gmbh.de. Stored lower case in Punycode.",
        widget=forms.Textarea(attrs={"rows": 4, "spellcheck": "false"}),
    )

    def body(self) -> dict[str, list[str]]:
        """The API's watch-list body, for :func:`webhooks.services.watch_list_parse`."""
        return {
            "companies": split_entries(self.cleaned_data.get("companies", "")),
            "domains": split_entries(self.cleaned_data.get("domains", "")),
        }


class PackageForm(forms.Form):
    package = forms.ChoiceField(choices=[(code, code) for code in PACKAGES])


class AccountDeleteForm(forms.Form):
    confirm_email = forms.CharField(
        label="Type your e-mail address to confirm",
        widget=forms.TextInput(attrs={"autocomplete": "off", "spellcheck": "false"}),
    )

    def __init__(self, *args: object, email: str, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.email = email

    def clean_confirm_email(self) -> str:
        value = self.cleaned_data["confirm_email"].strip().lower()
        if value != self.email.lower():
            raise forms.ValidationError("This is not the address of this account.")
        return value


class UsageRangeForm(forms.Form):
    """``?from=&to=`` of the usage page (the same names and limits as ``GET /v1/usage``)
    and ``?keys=``: all keys, the live or the test keys, or one key of the account."""

    ALL, LIVE, TEST = "", "live", "test"

    def __init__(self, *args: object, account: Account, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        for name, label in (("from", "From"), ("to", "To")):
            self.fields[name] = forms.DateField(
                label=label, required=False, widget=forms.DateInput(attrs={"type": "date"}),
                help_text="UTC day, included",
            )
        self.keys = list(account.api_keys.order_by("-created_at", "-pk"))
        self.fields["keys"] = forms.ChoiceField(
            label="Keys", required=False, help_text="Revoked keys included",
            choices=[(self.ALL, "All keys"), (self.LIVE, "Live keys"), (self.TEST, "Test keys")]
            + [(str(key.pk), f"{key.prefix}… {key.label or key.kind}"
                + (" (revoked)" if key.revoked_at else "")) for key in self.keys],
        )

    def clean(self) -> dict:
        cleaned = super().clean()
        if self.errors:
            return cleaned
        try:
            cleaned["range"] = usage_range(date_from=cleaned.get("from"), date_to=cleaned.get("to"))
        except InvalidRequest as exc:
            raise forms.ValidationError(exc.message) from exc
        cleaned["key_ids"] = self.key_ids(cleaned.get("keys") or self.ALL)
        return cleaned

    def key_ids(self, choice: str) -> list[int] | None:
        """The keys a choice stands for; None: all of them, and rows counted before usage
        was kept per key."""
        if choice == self.ALL:
            return None
        if choice in (self.LIVE, self.TEST):
            return [key.pk for key in self.keys if key.is_live == (choice == self.LIVE)]
        return [int(choice)]
