"""Keep-alive HTTP/1.1 connections for :class:`net.fetcher.AsyncSafeFetcher`.

A connection is pooled under the exact :class:`PoolKey` it was opened for: scheme, host
name (the name TLS verified and ``Host`` carries), port and the checked IP address it is
connected to. It only ever carries requests for that same name to that same address. The
fetcher still parses, resolves and checks the URL at every request and asks the pool for a
connection to the address approved *this time*, so a name that now resolves elsewhere never
gets an old connection (and a name that now resolves to a forbidden address is refused
before the pool is asked).

A connection goes back to the pool only after a complete answer that did not ask to close,
and is dropped when the peer closes it or sends anything while idle, after ``idle_expiry``
seconds unused, and when its exchange failed or was cut short (a deadline, a truncated body).
HTTP is spoken with ``h11`` (the protocol engine under httpx) on a plain asyncio protocol.
"""

from __future__ import annotations

import asyncio
import ssl
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import h11

#: Largest response head (status line and headers) accepted, as httpcore does.
MAX_HEAD_BYTES = 100 * 1024
#: Bytes buffered from the peer before reading pauses until they are consumed.
_READ_HIGH_WATER = 256 * 1024
_DECODED_STEP = 64 * 1024

Header = tuple[bytes, bytes]


@dataclass(frozen=True)
class PoolKey:
    scheme: str  # "https" or "http"
    host: str  # the host name verified by TLS and sent as Host (or the IP literal)
    port: int
    address: str  # the checked IP address the socket is connected to


class PeerClosed(ConnectionError):
    """The connection ended before the first byte of an answer arrived."""


class _Http1(asyncio.Protocol):
    """One client connection: feeds what arrives into h11 and wakes the waiting exchange."""

    def __init__(self) -> None:
        self.h11 = h11.Connection(h11.CLIENT, max_incomplete_event_size=MAX_HEAD_BYTES)
        self.transport: asyncio.Transport | None = None
        self.busy = False  # an exchange is running; bytes while idle spoil the connection
        self.ended = False  # the peer closed or the connection broke: never usable again
        self.received = 0  # bytes of the current answer received so far
        self.error: BaseException | None = None
        self.on_lost: Callable[[], None] | None = None
        self._unread = 0
        self._waiter: asyncio.Future[None] | None = None
        self._can_write: asyncio.Future[None] | None = None

    # -- asyncio callbacks -------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        if not self.busy:  # nothing was asked: whatever this is, the connection is spoiled
            self._peer_ended(ConnectionError("The peer sent data on an idle connection."))
            if self.transport is not None:
                self.transport.abort()
            return
        self.received += len(data)
        self._unread += len(data)
        self.h11.receive_data(data)
        if self._unread > _READ_HIGH_WATER and self.transport is not None:
            self.transport.pause_reading()
        self._wake()

    def eof_received(self) -> bool:
        self._peer_ended(None)
        return False  # close the transport

    def connection_lost(self, exc: Exception | None) -> None:
        self._peer_ended(exc)
        if self._can_write is not None and not self._can_write.done():
            self._can_write.set_result(None)
        if self.on_lost is not None:
            self.on_lost()

    def pause_writing(self) -> None:
        self._can_write = asyncio.get_running_loop().create_future()

    def resume_writing(self) -> None:
        if self._can_write is not None and not self._can_write.done():
            self._can_write.set_result(None)
        self._can_write = None

    def _peer_ended(self, exc: BaseException | None) -> None:
        if self.ended:
            return
        self.ended = True
        if self.busy and not self.received:
            self.error = PeerClosed("The connection closed before any answer.")
        elif self.busy and exc is not None:
            self.error = exc  # broke in the middle of the answer
        elif self.busy:
            self.h11.receive_data(b"")  # h11 judges: the end of a body, or a cut-off one
        self._wake()

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    # -- for the exchange --------------------------------------------------------------
    async def write(self, data: bytes) -> None:
        if self.ended or self.transport is None or self.transport.is_closing():
            raise self.error or PeerClosed("The connection is closed.")
        self.transport.write(data)
        if self._can_write is not None:
            await self._can_write
            if self.ended and self.error is not None:
                raise self.error

    async def next_event(self) -> h11.Event:
        while True:
            if self.error is not None:
                raise self.error
            event = self.h11.next_event()
            if event is not h11.NEED_DATA:
                return event  # type: ignore[return-value]
            if self.ended:  # h11 saw the end and still wants data: cannot happen; be safe
                raise PeerClosed("The connection closed during the answer.")
            self._unread = 0
            if self.transport is not None:
                self.transport.resume_reading()
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None


class Connection:
    """A client connection to one :class:`PoolKey`; used by one exchange at a time."""

    def __init__(self, key: PoolKey, protocol: _Http1) -> None:
        self.key, self._protocol = key, protocol
        self.idle_since = time.monotonic()
        self.exchanges = 0
        self.counted = True  # holds one of the pool's open-connection slots

    @property
    def usable(self) -> bool:
        """Idle, open and ready for another request."""
        p = self._protocol
        return (
            not p.ended and not p.busy and p.transport is not None
            and not p.transport.is_closing()
            and p.h11.our_state is h11.IDLE and p.h11.their_state is h11.IDLE
        )

    async def send(
        self, method: str, target: bytes, headers: list[Header], body: bytes | None
    ) -> tuple[int, list[Header]]:
        """Sends one request and returns the answer's status and headers (1xx skipped).

        Raises :class:`PeerClosed` when the connection ended before any byte of the answer,
        another ``OSError`` when it broke later, ``h11.ProtocolError`` for invalid HTTP."""
        p = self._protocol
        p.busy, p.received = True, 0
        self.exchanges += 1
        data = p.h11.send(h11.Request(method=method, target=target, headers=headers)) or b""
        if body:
            data += p.h11.send(h11.Data(data=body)) or b""
        data += p.h11.send(h11.EndOfMessage()) or b""
        await p.write(data)
        while True:
            event = await p.next_event()
            if isinstance(event, h11.Response):
                return event.status_code, list(event.headers)
            if not isinstance(event, h11.InformationalResponse):
                raise h11.RemoteProtocolError(f"Unexpected {type(event).__name__} before the answer.")

    async def read_body(self, headers: list[Header], take: Callable[[bytes], bool]) -> bool:
        """Hands the answer's body to ``take`` in chunks (decoded from gzip or deflate when
        it says so) until it ends or ``take`` returns True (enough). True when it ended: the
        connection can then serve the next request; otherwise it must be discarded."""
        decoder = _Decoder.for_headers(headers)
        p = self._protocol
        while True:
            event = await p.next_event()
            if isinstance(event, h11.Data):
                chunks = [bytes(event.data)] if decoder is None else decoder.decode(bytes(event.data))
                for chunk in chunks:
                    if take(chunk):
                        return False
            elif isinstance(event, h11.EndOfMessage):
                if decoder is not None and (rest := decoder.flush()) and take(rest):
                    return False
                p.busy = False
                reusable = p.h11.our_state is h11.DONE and p.h11.their_state is h11.DONE
                # Bytes beyond the answer would be read as the next request's answer.
                if reusable and not p.ended and not p.h11.trailing_data[0]:
                    p.h11.start_next_cycle()
                    self.idle_since = time.monotonic()
                return True
            else:
                raise h11.RemoteProtocolError(f"Unexpected {type(event).__name__} in the body.")

    def close(self) -> None:
        """Closes politely (TLS close_notify) after a clean exchange."""
        self._protocol.ended = True
        transport = self._protocol.transport
        if transport is not None and not transport.is_closing():
            transport.close()

    def abort(self) -> None:
        """Closes at once (after a failure, a deadline or an answer not read to the end)."""
        self._protocol.ended = True
        if self._protocol.transport is not None:
            self._protocol.transport.abort()


class _Decoder:
    """``Content-Encoding: gzip`` or ``deflate`` undone in bounded steps (no zip bombs in
    memory: at most ``_DECODED_STEP`` bytes come out per step, and the reader stops at its
    cap). httpx does the same for the sync fetcher."""

    def __init__(self, wbits: int, *, raw_fallback: bool = False) -> None:
        self._inflate = zlib.decompressobj(wbits)
        self._raw_fallback = raw_fallback  # "deflate" is sometimes sent without its header

    @classmethod
    def for_headers(cls, headers: list[Header]) -> _Decoder | None:
        codings = [v.strip().lower() for n, v in headers if n.lower() == b"content-encoding"]
        if codings in ([b"gzip"], [b"x-gzip"]):
            return cls(16 + zlib.MAX_WBITS)
        if codings == [b"deflate"]:
            return cls(zlib.MAX_WBITS, raw_fallback=True)
        return None  # identity (what is asked for), or a coding passed on as it came

    def decode(self, data: bytes) -> Iterator[bytes]:
        while data:
            try:
                out = self._inflate.decompress(data, _DECODED_STEP)
            except zlib.error as exc:
                if not self._raw_fallback:
                    raise h11.RemoteProtocolError(f"The body does not decode: {exc}") from exc
                self._inflate, self._raw_fallback = zlib.decompressobj(-zlib.MAX_WBITS), False
                continue
            self._raw_fallback = False
            data = self._inflate.unconsumed_tail
            if out:
                yield out

    def flush(self) -> bytes:
        try:
            return self._inflate.flush()
        except zlib.error as exc:
            raise h11.RemoteProtocolError(f"The body does not decode: {exc}") from exc


class ConnectionPool:
    """Idle keep-alive connections by :class:`PoolKey`, at most ``max_connections`` open.

    ``take`` hands out an idle connection for exactly that key (or None); ``connect`` opens
    a new one to ``key.address``; ``give_back`` keeps a connection whose exchange finished
    cleanly (or closes it), ``discard`` drops one whose exchange failed. Use inside one
    event loop; ``aclose`` at the end.
    """

    def __init__(
        self,
        ssl_context: ssl.SSLContext,
        *,
        max_connections: int = 200,
        max_idle_per_key: int = 32,
        idle_expiry: float = 5.0,
    ) -> None:
        self._ssl_context = ssl_context
        self.max_connections = max_connections
        self.max_idle_per_key = max_idle_per_key
        self.idle_expiry = idle_expiry
        self._idle: dict[PoolKey, list[Connection]] = {}
        self._open = 0
        self._waiting: list[asyncio.Future[None]] = []
        self._swept = time.monotonic()
        self.opened = 0  # connections opened in this pool's life (for tests and figures)

    def take(self, key: PoolKey) -> Connection | None:
        idle = self._idle.get(key)
        now = time.monotonic()
        while idle:
            connection = idle.pop()  # the most recently used one
            if connection.usable and now - connection.idle_since < self.idle_expiry:
                return connection
            self._forget(connection)
            connection.close()
        return None

    async def connect(self, key: PoolKey, *, server_hostname: str | None) -> Connection:
        """Opens a connection to ``key.address`` (TLS for ``https``, verifying
        ``server_hostname``). Raises ``ssl.SSLError`` or ``OSError`` as asyncio does."""
        await self._reserve()
        loop = asyncio.get_running_loop()
        protocol = _Http1()
        try:
            if key.scheme == "https":
                await loop.create_connection(
                    lambda: protocol, key.address, key.port,
                    ssl=self._ssl_context, server_hostname=server_hostname,
                )
            else:
                await loop.create_connection(lambda: protocol, key.address, key.port)
        except BaseException:
            self._free_slot()
            if protocol.transport is not None:
                protocol.transport.abort()
            raise
        self.opened += 1
        connection = Connection(key, protocol)
        protocol.on_lost = lambda: self._forget(connection)
        return connection

    def give_back(self, connection: Connection) -> None:
        """After a complete answer: kept for the next request to its key, or closed."""
        idle = self._idle.setdefault(connection.key, [])
        if connection.usable and len(idle) < self.max_idle_per_key:
            idle.append(connection)
        else:
            self._forget(connection)
            connection.close()
        if time.monotonic() - self._swept > 1.0:
            self._sweep()

    def discard(self, connection: Connection) -> None:
        self._forget(connection)
        connection.abort()

    async def aclose(self) -> None:
        for idle in self._idle.values():
            for connection in idle:
                self._forget(connection)
                connection.close()
        self._idle.clear()
        await asyncio.sleep(0)  # let the transports start closing

    # -- bookkeeping -------------------------------------------------------------------
    async def _reserve(self) -> None:
        while self._open >= self.max_connections:
            if not self._close_oldest_idle():
                waiter = asyncio.get_running_loop().create_future()
                self._waiting.append(waiter)
                try:
                    await waiter
                finally:
                    if waiter in self._waiting:
                        self._waiting.remove(waiter)
        self._open += 1

    def _free_slot(self) -> None:
        self._open -= 1
        while self._waiting:
            waiter = self._waiting.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                return

    def _forget(self, connection: Connection) -> None:
        idle = self._idle.get(connection.key)
        if idle and connection in idle:
            idle.remove(connection)
        if connection.counted:
            connection.counted = False
            self._free_slot()

    def _close_oldest_idle(self) -> bool:
        oldest = min(
            (c for idle in self._idle.values() for c in idle),
            key=lambda c: c.idle_since, default=None,
        )
        if oldest is None:
            return False
        self._forget(oldest)
        oldest.close()
        return True

    def _sweep(self) -> None:
        self._swept = now = time.monotonic()
        for key, idle in list(self._idle.items()):
            for connection in [c for c in idle if not c.usable or now - c.idle_since >= self.idle_expiry]:
                self._forget(connection)
                connection.close()
            if not idle:
                del self._idle[key]
