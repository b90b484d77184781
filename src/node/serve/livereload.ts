/**
 * Live reload over server-sent events, and the error overlay: open tabs reload after a
 * successful rebuild and show the problems of a failed one until it is fixed. The warnings a
 * rebuild brought (src/node/serve/fresh-warnings.ts) appear in a panel on the reloaded pages, which
 * the writer may close, until the next rebuild.
 */
import type { ServerResponse } from 'node:http';
import type { Problem } from '../errors.ts';

export const EVENTS_PATH = '/__docsgen/events';
/**
 * Readers' feedback from pages that `serve` shows goes here (the client reads
 * `window.__docsgenFeedback`) and is printed, not sent to the site's endpoint: a writer's clicks
 * and missing drafts would otherwise be counted as readers'.
 */
export const FEEDBACK_PATH = '/__docsgen/feedback';

export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  #lastError: Problem[] | null = null;
  #warnings: { build: number; warnings: Problem[] } = { build: 0, warnings: [] };

  connect(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (this.#lastError) res.write(event('problems', this.#lastError));
    else if (this.#warnings.warnings.length > 0) res.write(event('warnings', this.#warnings));
    this.#clients.add(res);
    res.on('close', () => this.#clients.delete(res));
  }

  reload(info: { rendered: number; ms: number }, warnings: Problem[] = []): void {
    this.#lastError = null;
    this.#warnings = { build: this.#warnings.build + 1, warnings };
    this.#broadcast(event('reload', info));
  }

  fail(problems: Problem[]): void {
    this.#lastError = problems;
    this.#broadcast(event('problems', problems));
  }

  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #broadcast(message: string): void {
    for (const client of this.#clients) client.write(message);
  }
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Injected into every served HTML page. Kept as a string: it runs in the browser. `__docsgenServe`
 * keeps the offline-reading service worker away (src/client/offline.ts): a writer sees the files on disk.
 */
export const CLIENT_SCRIPT = `<script>(function(){
window.__docsgenFeedback=${JSON.stringify(FEEDBACK_PATH)};
window.__docsgenServe=true;
var es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener('reload',function(){location.reload()});
es.addEventListener('problems',function(e){var p=JSON.parse(e.data);var d=document.getElementById('dg:overlay');
if(!d){d=document.createElement('div');d.id='dg:overlay';d.setAttribute('role','alert');d.style.cssText='position:fixed;inset:0;z-index:99999;overflow:auto;padding:32px;background:rgba(12,12,16,.94);color:#f5f5f5;font:14px/1.5 ui-monospace,monospace';document.body.appendChild(d)}
d.innerHTML='';var h=document.createElement('h2');h.textContent='Build failed: '+p.length+' problem'+(p.length===1?'':'s');h.style.color='#ff8080';d.appendChild(h);
p.forEach(function(x){var pre=document.createElement('pre');pre.style.whiteSpace='pre-wrap';pre.textContent=x.file+(x.line?':'+x.line+(x.column?':'+x.column:''):'')+': '+x.message+(x.hint?'\\n  hint: '+x.hint:'');d.appendChild(pre)});
var n=document.createElement('p');n.textContent='The server keeps running; this page reloads when the problem is fixed.';d.appendChild(n)});
es.addEventListener('warnings',function(e){var w=JSON.parse(e.data),key='docsgen-warnings-closed';try{if(sessionStorage.getItem(key)===String(w.build))return}catch(x){}
var d=document.createElement('section');d.id='dg:warnings';d.setAttribute('role','status');d.setAttribute('aria-label','Build warnings');d.style.cssText='position:fixed;left:16px;bottom:16px;z-index:99998;max-width:min(640px,calc(100vw - 32px));max-height:45vh;overflow:auto;padding:12px 16px;border-radius:8px;border-left:4px solid #e6a700;background:rgba(20,20,24,.96);color:#f5f5f5;font:13px/1.5 ui-monospace,monospace;box-shadow:0 4px 16px rgba(0,0,0,.3)';
var h=document.createElement('strong');h.textContent=w.warnings.length+' warning'+(w.warnings.length===1?'':'s')+' from the last change';h.style.color='#ffd166';d.appendChild(h);
var b=document.createElement('button');b.type='button';b.textContent='Close';b.style.cssText='float:right;margin-left:12px;font:inherit;color:inherit;background:none;border:1px solid #888;border-radius:4px;cursor:pointer';b.onclick=function(){d.remove();try{sessionStorage.setItem(key,String(w.build))}catch(x){}};d.insertBefore(b,h);
w.warnings.forEach(function(x){var pre=document.createElement('pre');pre.style.cssText='white-space:pre-wrap;margin:8px 0 0';pre.textContent=x.file+(x.line?':'+x.line+(x.column?':'+x.column:''):'')+': '+x.message+(x.hint?'\\n  hint: '+x.hint:'');d.appendChild(pre)});
document.body.appendChild(d)});
})()</script>`;
