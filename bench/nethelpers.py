#!/usr/bin/env python3
"""Network stand-ins for bench/cli, on loopback only.

  nethelpers.py slowlink PORT UPSTREAM_HOST:PORT MBIT
      A TCP proxy whose answers (server to client) are held to MBIT Mbit/s,
      as a VPN or a WAN link would; requests pass unthrottled.
  nethelpers.py countlink PORT UPSTREAM_HOST:PORT OUTFILE
      A TCP proxy that counts the bytes of the answers (server to client) and
      appends "<epoch ms> <total bytes>" to OUTFILE whenever the total grew,
      at most every 100 ms: what a client fetched, and when.
  nethelpers.py bigbody PORT MIB
      Answers every request with MIB MiB of Prometheus-shaped JSON without a
      Content-Length (as Prometheus streams), for the refused-answer test.
"""
import asyncio
import http.server
import sys
import time


async def pipe(reader, writer, bytes_per_s, total=None):
    # A token bucket refilled continuously: at most 64 KiB of burst. `total`,
    # a one-element list, counts the bytes that passed.
    allowance, last = 0.0, time.monotonic()
    try:
        while True:
            data = await reader.read(16384)
            if not data:
                break
            if total is not None:
                total[0] += len(data)
            if bytes_per_s:
                while True:
                    now = time.monotonic()
                    allowance = min(65536.0, allowance + (now - last) * bytes_per_s)
                    last = now
                    if allowance >= len(data):
                        allowance -= len(data)
                        break
                    await asyncio.sleep((len(data) - allowance) / bytes_per_s)
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()


def serve_proxy(port, upstream, answers, also=None):
    """Accepts on 127.0.0.1:PORT and relays to UPSTREAM; `answers(server_r,
    client_w)` carries what the server sends back. `also` is a coroutine run
    beside the server."""
    host, up_port = upstream.rsplit(":", 1)

    async def handle(client_r, client_w):
        try:
            server_r, server_w = await asyncio.open_connection(host, int(up_port))
        except OSError:
            client_w.close()
            return
        await asyncio.gather(pipe(client_r, server_w, 0), answers(server_r, client_w))

    async def main():
        server = await asyncio.start_server(handle, "127.0.0.1", port)
        if also is not None:
            asyncio.ensure_future(also())
        async with server:
            await server.serve_forever()

    asyncio.run(main())


def slowlink(port, upstream, mbit):
    rate = mbit * 1e6 / 8
    serve_proxy(port, upstream, lambda r, w: pipe(r, w, rate))


def countlink(port, upstream, outfile):
    total = [0]

    async def report():
        written = -1
        with open(outfile, "a") as f:
            while True:
                if total[0] != written:
                    written = total[0]
                    f.write("%d %d\n" % (time.time() * 1000, written))
                    f.flush()
                await asyncio.sleep(0.1)

    serve_proxy(port, upstream, lambda r, w: pipe(r, w, 0, total), report)


def bigbody(port, mib):
    chunk = (b'[1700000000,"12345.678"],' * 43691)[: 1 << 20]

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                self.wfile.write(b'{"status":"success","data":{"resultType":"matrix",'
                                 b'"result":[{"metric":{},"values":[')
                for _ in range(mib):
                    self.wfile.write(chunk)
            except OSError:
                pass

        do_GET = do_POST

        def log_message(self, *args):
            pass

    http.server.HTTPServer(("127.0.0.1", port), Handler).serve_forever()


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "slowlink":
        slowlink(int(sys.argv[2]), sys.argv[3], float(sys.argv[4]))
    elif len(sys.argv) == 5 and sys.argv[1] == "countlink":
        countlink(int(sys.argv[2]), sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 4 and sys.argv[1] == "bigbody":
        bigbody(int(sys.argv[2]), int(sys.argv[3]))
    else:
        sys.exit(__doc__)
