"""The Redis side of credit leases: the key names, the lease hash's layout and the Lua
scripts that count rate limits and move credits and usage inside a lease, atomically.

A lease hash (``lease:h:<hold>``) holds what the lease was granted (``free``, ``paid``),
what is left (``fl``, ``pl``), the balance outside it when it was taken (``bf``, ``bp``),
its month and start (``month``, ``at``), ``settling`` once it is frozen, and the usage of
its calls: ``c|<use>`` calls and ``x|<use>`` credits per usage tag (:func:`usage_tag`: day,
key and endpoint). Every script that takes or gives back credits moves the usage by the
same amount, so what a lease charges and the usage it writes at settlement are one number
(``sum(x|*) == (free - fl) + (paid - pl)``), lost together when Redis loses the lease.
"""

from __future__ import annotations

from datetime import date

from django.core.cache import cache

#: How long Redis remembers what a call took (``billing.leases.undo_take``): a call whose
#: script reply was lost (the connection broke) is answered 503, and its take is found and
#: given back by this call id if Redis answers again within this time. The records cost
#: Redis memory: about 120 bytes per billed call of the last minute (10,000 calls/s: 70 MB).
CALL_RECORD_SECONDS = 60


def client():
    """The raw client behind Django's Redis cache."""
    return cache._cache.get_client(write=True)


def key(name: str) -> str:
    return cache.make_key(name)


def cur_key(account_id: int) -> str:
    return key(f"lease:cur:{account_id}")


def mailbox_key(mailbox: str) -> str:
    return key(f"lease:mb:{mailbox}")


def hash_key(hold_id: int | str) -> str:
    return key(f"lease:h:{hold_id}")


def open_key() -> str:
    return key("lease:open")


def usage_tag(*, day: date, key_id: int, endpoint: str) -> str:
    """The usage row a call counts in: ``<day>|<key id>|<endpoint>``."""
    return f"{day.isoformat()}|{key_id}|{endpoint}"


def usage_rows(fields: dict[str, int]) -> dict[tuple[date, int, str], list[int]]:
    """``{(day, key id, endpoint): [calls, credits]}`` from a lease hash's usage fields
    (``c|<tag>``, ``x|<tag>``); other fields are ignored."""
    rows: dict[tuple[date, int, str], list[int]] = {}
    for name, value in fields.items():
        kind, _, tag = name.partition("|")
        if kind not in ("c", "x") or not tag:
            continue
        day, key_id, endpoint = tag.split("|", 2)
        row = rows.setdefault((date.fromisoformat(day), int(key_id), endpoint), [0, 0])
        row[0 if kind == "c" else 1] += int(value)
    return rows


#: Rate-limit counting, written once for every script that counts a call: one hit in the
#: current fixed window of each counter (KEYS[first ..]), its expiry set on the window's
#: first hit (ARGV[ttl ..]); with ``limit`` (ARGV[limit ..]) it also says whether any
#: count went over. ``would_pass`` asks the same without counting (the fast lane counts
#: only calls it answers).
COUNT = """
local function count_hits(first, n, ttl, limit)
  local counts, over = {}, false
  for i = 0, n - 1 do
    local c = redis.call('INCR', KEYS[first + i])
    if c == 1 then redis.call('EXPIRE', KEYS[first + i], ARGV[ttl + i]) end
    counts[i + 1] = c
    if limit and c > tonumber(ARGV[limit + i]) then over = true end
  end
  return counts, over
end
local function would_pass(first, n, limit)
  for i = 0, n - 1 do
    if tonumber(redis.call('GET', KEYS[first + i]) or '0') + 1 > tonumber(ARGV[limit + i]) then
      return false
    end
  end
  return true
end
"""

#: Counts a call's rate limits and reads keys (protection without a lease).
#: KEYS: the counters, then the keys to read. ARGV: the counters' expiries.
#: Returns the counts, then the values read (nil where absent).
COUNT_AND_READ = COUNT + """
local out = count_hits(1, #ARGV, 1, nil)
for j = #ARGV + 1, #KEYS do
  out[j] = redis.call('GET', KEYS[j])
end
return out
"""

#: The take from a lease, written once for every script that takes: the rules of what a
#: call may take (the lease of this month, not being settled; free credits first; a test
#: key never takes purchased ones), the usage it counts and the record of the take under
#: the call's id.
LEASE = """
local function record_take(prefix, call, hold, f, p, use)
  if f + p > 0 then
    redis.call('SET', prefix .. 'call:' .. call, hold .. ':' .. f .. ':' .. p .. ':' .. use,
               'EX', """ + str(CALL_RECORD_SECONDS) + """)
  end
end
local function count_use(h, use, calls, credits)
  if calls ~= 0 then redis.call('HINCRBY', h, 'c|' .. use, calls) end
  if credits ~= 0 then redis.call('HINCRBY', h, 'x|' .. use, credits) end
end
local function lease_covering(prefix, pointer, month, amount, live)
  local hold = redis.call('GET', pointer)
  if not hold then return nil end
  local h = prefix .. hold
  local v = redis.call('HMGET', h, 'month', 'fl', 'pl', 'bf', 'bp', 'settling')
  if v[1] ~= month or v[6] then return nil end
  local lease = {hold = hold, h = h, fl = tonumber(v[2]), pl = tonumber(v[3]),
                 bf = tonumber(v[4]), bp = tonumber(v[5])}
  local usable = lease.fl
  if live then usable = lease.fl + lease.pl end
  if usable < amount then return nil end
  return lease
end
local function lease_take(lease, amount, prefix, call, use)
  local f = math.min(lease.fl, amount)
  local p = amount - f
  if f > 0 then lease.fl = redis.call('HINCRBY', lease.h, 'fl', -f) end
  if p > 0 then lease.pl = redis.call('HINCRBY', lease.h, 'pl', -p) end
  count_use(lease.h, use, 1, amount)
  record_take(prefix, call, lease.hold, f, p, use)
  return f, p
end
"""

#: Protection and reservation in one round trip.
#: KEYS: the n rate-limit counters, [the lookup-lock key], the account's lease pointer,
#:       [a key to read for the call, e.g. its cached company row].
#: ARGV: n, has_lock (0/1), now, amount, live (0/1), month, hash key prefix, call id,
#:       usage tag, then the n counter TTLs, then the n limits.
#: Returns {status, hold, free taken, paid taken, free left, paid left, base free,
#:          base paid, lock value, the read key's value, count 1..n}; status 0 = refused
#:          by protection (nothing taken or read), 1 = taken, 2 = the lease cannot cover
#:          it (renew).
PROTECT_AND_TAKE = COUNT + LEASE + """
local n = tonumber(ARGV[1])
local now = tonumber(ARGV[3])
local amount = tonumber(ARGV[4])
local counts, refused = count_hits(1, n, 10, 10 + n)
local k = n + 1
local lock = false
if ARGV[2] == '1' then
  lock = redis.call('GET', KEYS[k])
  if lock and tonumber(lock) > now then refused = true end
  k = k + 1
end
local function answer(status, hold, f, p, fl, pl, bf, bp)
  local read = false
  if status == 1 and #KEYS > k then read = redis.call('GET', KEYS[k + 1]) end
  local out = {status, hold, f, p, fl, pl, bf, bp, lock, read}
  for i = 1, n do out[10 + i] = counts[i] end
  return out
end
if refused then return answer(0, false, 0, 0, 0, 0, 0, 0) end
local lease = lease_covering(ARGV[7], KEYS[k], ARGV[6], amount, ARGV[5] == '1')
if not lease then return answer(2, false, 0, 0, 0, 0, 0, 0) end
local f, p = lease_take(lease, amount, ARGV[7], ARGV[8], ARGV[9])
return answer(1, lease.hold, f, p, lease.fl, lease.pl, lease.bf, lease.bp)
"""

#: Undoes what a call took, once (its script's reply was lost): the call's record, read
#: and deleted. ARGV: hash key prefix, call id. Returns {hold, free, paid, usage tag} or {}.
UNDO = """
local name = ARGV[1] .. 'call:' .. ARGV[2]
local record = redis.call('GET', name)
if not record then return {} end
redis.call('DEL', name)
local hold, f, p, use = string.match(record, '^(%d+):(%d+):(%d+):(.*)$')
return {tonumber(hold), tonumber(f), tonumber(p), use}
"""

#: KEYS: the lease hash. ARGV: free back, paid back, usage tag, calls to uncount (1 when
#: the call is answered elsewhere and counted there, else 0).
#: Returns {1, free left, paid left, base free, base paid}, or {0} when the lease is gone
#: or being settled (the caller then gives back in PostgreSQL).
GIVE_BACK = LEASE + """
local v = redis.call('HMGET', KEYS[1], 'hold', 'settling', 'bf', 'bp')
if not v[1] or v[2] then return {0} end
local fl = redis.call('HINCRBY', KEYS[1], 'fl', ARGV[1])
local pl = redis.call('HINCRBY', KEYS[1], 'pl', ARGV[2])
count_use(KEYS[1], ARGV[3], -tonumber(ARGV[4]), -(tonumber(ARGV[1]) + tonumber(ARGV[2])))
return {1, fl, pl, tonumber(v[3]), tonumber(v[4])}
"""

#: Appends a lease hash's usage fields and values to ``out`` (nothing for a missing hash).
USAGE_FIELDS = """
local function usage_fields(h, out)
  local all = redis.call('HGETALL', h)
  for i = 1, #all, 2 do
    local kind = string.sub(all[i], 1, 2)
    if kind == 'c|' or kind == 'x|' then
      out[#out + 1] = all[i]
      out[#out + 1] = all[i + 1]
    end
  end
  return out
end
"""

#: Freezes a lease for settling and unhooks it from its pointers.
#: KEYS: the lease hash, the account's pointer, the mailbox pointer. ARGV: hold id.
#: Returns {free, paid, free left, paid left, then usage field, value, ...}, or {} when
#: Redis does not know the lease.
FREEZE = USAGE_FIELDS + """
local v = redis.call('HMGET', KEYS[1], 'free', 'paid', 'fl', 'pl')
if not v[1] then return {} end
redis.call('HSET', KEYS[1], 'settling', '1')
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
if redis.call('GET', KEYS[3]) == ARGV[1] then redis.call('DEL', KEYS[3]) end
return usage_fields(KEYS[1], {tonumber(v[1]), tonumber(v[2]), tonumber(v[3]), tonumber(v[4])})
"""

#: Installs a new lease and takes the renewing call's credits from it.
#: KEYS: the lease hash, the account's pointer, the mailbox pointer, the open set.
#: ARGV: hold, month, free, paid, base free, base paid, created (epoch), free taken,
#:       paid taken, ttl seconds, hash key prefix, call id (the take is recorded under it),
#:       usage tag.
#: Returns the pointers' previous holds (they are settled next): {account's, mailbox's}.
INSTALL = LEASE + """
local f, p = tonumber(ARGV[8]), tonumber(ARGV[9])
record_take(ARGV[11], ARGV[12], ARGV[1], f, p, ARGV[13])
redis.call('HSET', KEYS[1], 'hold', ARGV[1], 'month', ARGV[2], 'free', ARGV[3],
           'paid', ARGV[4], 'fl', ARGV[3] - f, 'pl', ARGV[4] - p,
           'bf', ARGV[5], 'bp', ARGV[6], 'at', ARGV[7])
count_use(KEYS[1], ARGV[13], 1, f + p)
redis.call('EXPIRE', KEYS[1], ARGV[10])
redis.call('ZADD', KEYS[4], ARGV[7], ARGV[1])
local old_account = redis.call('GET', KEYS[2])
local old_mailbox = redis.call('GET', KEYS[3])
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[10])
redis.call('SET', KEYS[3], ARGV[1], 'EX', ARGV[10])
return {old_account, old_mailbox}
"""

#: What the account can spend in its lease this month.
#: KEYS: the account's pointer, the mailbox pointer. ARGV: month, hash key prefix.
#: Returns {free left in the mailbox's lease, paid left in the account's lease}.
LEFT = """
local function field(pointer, name)
  local hold = redis.call('GET', pointer)
  if not hold then return 0 end
  local v = redis.call('HMGET', ARGV[2] .. hold, 'month', name, 'settling')
  if v[1] ~= ARGV[1] or v[3] or not v[2] then return 0 end
  return tonumber(v[2])
end
return {field(KEYS[2], 'fl'), field(KEYS[1], 'pl')}
"""

#: The usage counted in open (not frozen) leases. KEYS: the lease hashes.
#: Returns, per lease, a list {usage field, value, ...} ({} for a frozen or gone lease).
USAGE = USAGE_FIELDS + """
local out = {}
for i = 1, #KEYS do
  out[i] = {}
  if not redis.call('HGET', KEYS[i], 'settling') then out[i] = usage_fields(KEYS[i], {}) end
end
return out
"""

#: The fast lane's take (``billing.fast_lane``): protection, reservation and the read of
#: the call's cached row like :data:`PROTECT_AND_TAKE`, but all or nothing -- unless every
#: step succeeds (key cache still current, no limit reached, no lookup lock, the lease
#: covers the call, the row is cached) nothing is counted, taken or read, and the call
#: goes the ordinary way, which then counts it once.
#: KEYS: the n rate-limit counters, the lookup-lock key, the account's lease pointer, the
#:       key cache's generation token, the key to read.
#: ARGV: n, now, amount, live (0/1), month, hash key prefix, the generation the key was
#:       cached under ('' for none), the value that reads as absent (a tombstone), call id,
#:       usage tag, then the n counter TTLs, then the n limits, then optionally a value
#:       and its expiry to store at the key to read unless something is there (``SET NX``:
#:       a cache miss filled in the same round trip as the take; a tombstone stays).
#: Returns {1, hold, free taken, paid taken, free left, paid left, base free, base paid,
#:          the value read, or nil when the value given was stored}, or {0, 1} when the key cache's generation moved (the process's
#:          reading of it is stale), {0, 2} when only the value was missing (every other
#:          check passed: a fill would make the call servable), or {0}.
FAST_TAKE = COUNT + LEASE + """
local n = tonumber(ARGV[1])
local amount = tonumber(ARGV[3])
if (redis.call('GET', KEYS[n + 3]) or '') ~= ARGV[7] then return {0, 1} end
if not would_pass(1, n, 11 + n) then return {0} end
local lock = redis.call('GET', KEYS[n + 1])
if lock and tonumber(lock) > tonumber(ARGV[2]) then return {0} end
local lease = lease_covering(ARGV[6], KEYS[n + 2], ARGV[5], amount, ARGV[4] == '1')
if not lease then return {0} end
local fill = ARGV[11 + 2 * n]
local value = false
if not (fill and redis.call('SET', KEYS[n + 4], fill, 'NX', 'EX', ARGV[12 + 2 * n])) then
  value = redis.call('GET', KEYS[n + 4])
  if not value then return {0, 2} end
  if value == ARGV[8] then return {0} end
end
count_hits(1, n, 11, nil)
local f, p = lease_take(lease, amount, ARGV[6], ARGV[9], ARGV[10])
return {1, lease.hold, f, p, lease.fl, lease.pl, lease.bf, lease.bp, value}
"""

_scripts: dict[str, object] = {}


def script(source: str):
    """The registered script of ``source`` (EVALSHA; loaded again on NOSCRIPT)."""
    registered = _scripts.get(source)
    if registered is None:
        registered = _scripts[source] = client().register_script(source)
    return registered


def run(source: str, keys: list[str], args: list) -> list:
    return script(source)(keys=keys, args=args, client=client())
