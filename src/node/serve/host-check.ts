/**
 * `docsgen serve` answers only requests addressed to it by its own name. A web page on another
 * site can make a browser send requests to 127.0.0.1 through a name of its own that it points at
 * this machine (DNS rebinding): such requests carry that name in their Host header, so a Host that
 * is not this server's is refused, as Vite and webpack-dev-server do. Allowed: IP addresses (a
 * page cannot use one for its own site), `localhost` and its subdomains, the `--host` given, and
 * the names of `--allowed-hosts` (`.example.com` allows the domain and its subdomains).
 */
import { isIP } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';

export class HostCheck {
  readonly #names: string[];
  readonly #refused = new Set<string>();

  constructor(listenHost: string, allowedHosts: string[] = []) {
    this.#names = [listenHost, ...allowedHosts].map((name) => name.trim().toLowerCase()).filter(Boolean);
  }

  allows(host: string | undefined): boolean {
    const name = hostname(host);
    if (name === undefined) return false;
    if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true;
    return this.#names.some((allowed) =>
      allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed,
    );
  }

  /** Answers a refused request, and tells the writer once per name how to allow it. */
  refuse(req: IncomingMessage, res: ServerResponse, log: Logger): void {
    const name = hostname(req.headers.host) ?? '(none)';
    const hint = `start docsgen serve with --allowed-hosts ${name}`;
    if (!this.#refused.has(name)) {
      this.#refused.add(name);
      log.warn(
        `refused a request for host ${JSON.stringify(name).slice(1, -1)}: it is not this server's name (a web page may be reaching this server through a name of its own); to allow it, ${hint}`,
      );
    }
    res
      .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`Blocked request: this host (${name}) is not allowed. To allow it, ${hint}.\n`);
  }
}

/** The name in a Host header, lower-case, without port or IPv6 brackets; undefined when there is none. */
function hostname(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1].toLowerCase();
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return /^[a-z0-9.-]+$/.test(name) ? name : undefined;
}
