"""PostgreSQL: the reservation as one server-side function (one round trip, one commit).

It holds the reservation rules (the one copy of them; ``billing.holds.reserve`` calls
it): free allowance first under a row lock, then purchased credits by a
conditional UPDATE (live keys only), a hold row and its ledger row -- so a billed call
costs one database round trip for its money, and parallel calls still cannot overspend.
"""

from django.db import migrations

FUNCTION = r"""
CREATE OR REPLACE FUNCTION billing_reserve(
    p_account bigint, p_mailbox text, p_month date, p_amount integer, p_live boolean,
    p_free_limit integer, p_endpoint text, p_for_job boolean, p_now timestamptz
) RETURNS TABLE (hold_id bigint, free_taken integer, purchased_taken integer,
                 free_left integer, purchased_left bigint)
LANGUAGE plpgsql AS $$
DECLARE
    v_used integer;
    v_free_take integer;
    v_rest integer;
    v_purchased bigint;
    v_hold bigint;
BEGIN
    SELECT used INTO v_used FROM billing_allowanceusage
        WHERE mailbox = p_mailbox AND month = p_month FOR UPDATE;
    IF NOT FOUND THEN
        INSERT INTO billing_allowanceusage (mailbox, month, used)
            VALUES (p_mailbox, p_month, 0) ON CONFLICT (mailbox, month) DO NOTHING;
        SELECT used INTO v_used FROM billing_allowanceusage
            WHERE mailbox = p_mailbox AND month = p_month FOR UPDATE;
    END IF;
    v_free_take := LEAST(p_amount, GREATEST(p_free_limit - v_used, 0));
    v_rest := p_amount - v_free_take;
    IF v_rest > 0 AND p_live THEN
        UPDATE accounts_account SET purchased_credits = purchased_credits - v_rest
            WHERE id = p_account AND purchased_credits >= v_rest
            RETURNING purchased_credits INTO v_purchased;
        IF NOT FOUND THEN
            SELECT purchased_credits INTO v_purchased FROM accounts_account WHERE id = p_account;
            RETURN QUERY SELECT NULL::bigint, 0, 0, GREATEST(p_free_limit - v_used, 0),
                                GREATEST(v_purchased, 0);
            RETURN;
        END IF;
    ELSIF v_rest > 0 THEN
        RETURN QUERY SELECT NULL::bigint, 0, 0, GREATEST(p_free_limit - v_used, 0), 0::bigint;
        RETURN;
    ELSE
        SELECT purchased_credits INTO v_purchased FROM accounts_account WHERE id = p_account;
    END IF;
    IF v_free_take > 0 THEN
        UPDATE billing_allowanceusage SET used = used + v_free_take
            WHERE mailbox = p_mailbox AND month = p_month;
    END IF;
    INSERT INTO billing_credithold (account_id, mailbox, month, free_amount, purchased_amount,
                                    endpoint, created_at, for_job)
        VALUES (p_account, p_mailbox, p_month, v_free_take, v_rest, p_endpoint, p_now, p_for_job)
        RETURNING id INTO v_hold;
    IF p_amount > 0 THEN
        INSERT INTO billing_ledgerentry (account_id, kind, mailbox, month, free_delta,
                                         purchased_delta, hold_id, endpoint, note, created_at)
            VALUES (p_account, 'reserve', p_mailbox, p_month, -v_free_take, -v_rest, v_hold,
                    p_endpoint, '', p_now);
    END IF;
    RETURN QUERY SELECT v_hold, v_free_take, v_rest,
                        GREATEST(p_free_limit - v_used - v_free_take, 0),
                        CASE WHEN p_live THEN GREATEST(v_purchased, 0) ELSE 0::bigint END;
END;
$$;
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(FUNCTION)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(
            "DROP FUNCTION IF EXISTS billing_reserve(bigint, text, date, integer, boolean, "
            "integer, text, boolean, timestamptz)"
        )


class Migration(migrations.Migration):
    dependencies = [("billing", "0002_purchases_stripe_events_locks"), ("accounts", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
