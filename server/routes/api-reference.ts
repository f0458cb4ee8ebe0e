// The API's own description: the OpenAPI document and a readable reference page rendered from it on
// the server (no scripts, no third-party assets). Both are public, like /api/health.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { fromRoot } from '../data/project-files.ts';
import { API_KEY_HEADER } from '../http/api-key.ts';
import type { OpenApiDocument } from '../http/openapi.ts';
import { PAGE_POLICY } from '../http/security-headers.ts';

type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
};

type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Schema };
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content: Record<string, { schema?: Schema }> }>;
  'x-example'?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
};

function typeName(s: Schema): string {
  if (s.$ref) return s.$ref.split('/').at(-1) ?? 'object';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map(typeName).join(' | ');
  if (s.type === 'array') return `${s.items ? typeName(s.items) : 'any'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'any';
}

function constraints(s: Schema): string {
  const parts: string[] = [];
  if (s.minLength !== undefined) parts.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) parts.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.minItems !== undefined) parts.push(`at least ${s.minItems}`);
  if (s.maxItems !== undefined) parts.push(`at most ${s.maxItems}`);
  if (s.pattern) parts.push(`pattern ${s.pattern}`);
  return parts.join(', ');
}

/** A nested field list: name, type, and the fields of objects (and of arrays of objects). */
function fields(s: Schema, depth = 0): ReturnType<typeof html> | string {
  const target = s.type === 'array' && s.items ? s.items : s;
  const nested = target.anyOf?.find((a) => a.properties) ?? target;
  if (!nested.properties || depth > 4) return '';
  const required = new Set(nested.required ?? []);
  return html`<ul class="fields">
    ${Object.entries(nested.properties).map(
      ([name, f]) =>
        html`<li><code>${name}</code> <span class="type">${typeName(f)}</span>${required.has(name) ? '' : html` <span class="opt">optional</span>`}${f.description ? html` — ${f.description}` : ''}${fields(f, depth + 1)}</li>`,
    )}
  </ul>`;
}

function exampleUrl(path: string, op: Operation): string | null {
  const ex = op['x-example'];
  if (!ex) return null;
  const filled = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(ex.params?.[n] ?? ''));
  const qs = new URLSearchParams(ex.query ?? {}).toString();
  return `${filled}${qs ? `?${qs}` : ''}`;
}

function anchor(op: Operation): string {
  return op.operationId.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Who may make the call: anyone, a subscription key, or an operator's admin token. */
function authOf(op: Operation): 'none' | 'key' | 'admin' {
  if (Array.isArray(op.security) && op.security.length === 0) return 'none';
  return JSON.stringify(op.security ?? []).includes('adminToken') ? 'admin' : 'key';
}

/**
 * A form for the call, its fields from the parameters (prefilled with the example) and a JSON body box;
 * hidden until the page's script (api-reference-try-it.js) shows it and sends the call.
 */
function renderTryIt(path: string, method: string, op: Operation) {
  const id = anchor(op);
  const ex = op['x-example'];
  const value = (p: Parameter) => (p.in === 'path' ? ex?.params?.[p.name] : ex?.query?.[p.name]) ?? '';
  return html`<form class="try" hidden data-method="${method}" data-path="${path}" data-auth="${authOf(op)}" aria-label="Try ${method.toUpperCase()} ${path}">
    <h4>Try it</h4>
    ${op.parameters.map(
      (
        p,
      ) => html`<p><label for="${id}-${p.in}-${p.name}"><code>${p.name}</code> <span class="opt">${p.in}${p.required ? '' : ', optional'}</span></label>
      <input id="${id}-${p.in}-${p.name}" data-in="${p.in}" data-name="${p.name}" value="${value(p)}" autocomplete="off" spellcheck="false"></p>`,
    )}
    ${
      op.requestBody
        ? html`<p><label for="${id}-body">Body (JSON)</label>
      <textarea id="${id}-body" data-body rows="6" spellcheck="false">${ex?.body === undefined ? '' : JSON.stringify(ex.body, null, 2)}</textarea></p>`
        : ''
    }
    <button type="submit">Send</button>
    <div class="try-result" hidden><p class="try-status" role="status"></p><pre class="try-body"></pre></div>
  </form>`;
}

function renderOperation(path: string, method: string, op: Operation) {
  const ok = op.responses['200'];
  const okSchema = ok ? Object.values(ok.content)[0]?.schema : undefined;
  const bodySchema = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  const example = method === 'get' ? exampleUrl(path, op) : null; // a curl line for reads only
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  return html`<section class="op" id="${anchor(op)}">
    <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code></h3>
    <p class="summary">${op.summary}${isPublic ? html` <span class="badge">public</span>` : ''}</p>
    ${op.description ? html`<p>${op.description}</p>` : ''}
    ${
      op.parameters.length
        ? html`<div class="scroll"><table>
            <thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Rules</th><th>Description</th></tr></thead>
            <tbody>
              ${op.parameters.map(
                (p) =>
                  html`<tr><td><code>${p.name}</code>${p.required ? '' : html` <span class="opt">optional</span>`}</td><td>${p.in}</td><td>${typeName(p.schema)}</td><td>${constraints(p.schema)}</td><td>${p.description ?? ''}</td></tr>`,
              )}
            </tbody>
          </table></div>`
        : ''
    }
    ${bodySchema ? html`<h4>Request body</h4>${fields(bodySchema)}` : ''}
    ${
      example
        ? html`<h4>Example</h4><pre>curl ${isPublic ? '' : `-H '${API_KEY_HEADER}: YOUR-KEY' `}'${example}'</pre>`
        : ''
    }
    <h4>Response 200</h4>
    ${okSchema ? fields(okSchema) : html`<p>${ok?.description ?? ''}</p>`}
    ${Object.keys(op.responses)
      .filter((code) => code !== '200')
      .map((code) => html`<p class="err">${code}: ${op.responses[code]?.description}</p>`)}
    ${renderTryIt(path, method, op)}
  </section>`;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #d0d7de}
h1{font-size:1.6rem;margin:.5rem 0}
nav ul{columns:2;padding-left:1.2rem}nav li{word-break:break-all}
@media (max-width:40rem){nav ul{columns:1}}
.op{border:1px solid #d0d7de;border-radius:8px;padding:0 1rem 1rem;margin:1.2rem 0}
.op h3{font-size:1.05rem;word-break:break-all}.op p{overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:.1rem .4rem}
.method.get{background:#0b6b2f}.method.post{background:#0a4a8f}.method.delete{background:#9b1c1c}
.badge{background:#eef;border-radius:4px;padding:0 .4rem;font-size:.8rem}
.type{color:#6e3b00}.opt{color:#57606a;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #d0d7de;padding:.3rem;text-align:left;vertical-align:top}
pre{background:#f6f8fa;padding:.6rem;overflow-x:auto}
.fields{font-size:.9rem;overflow-wrap:anywhere}.err{color:#8a1c1c;font-size:.9rem;margin:.2rem 0}
a{color:#0a4a8f}:focus-visible{outline:3px solid #0a4a8f}
.try{border-top:1px solid #d0d7de;margin-top:.8rem}.try input,.try textarea{font:inherit;font-size:.9rem;width:100%;box-sizing:border-box;padding:.3rem}
.try button{font:inherit;padding:.3rem 1rem}.try-status{word-break:break-all}.try-body{max-height:24rem}
.scroll{overflow-x:auto}
.keys{background:#f6f8fa;padding:.6rem;border-radius:6px}.keys input{font:inherit;width:100%;box-sizing:border-box;padding:.3rem}
[hidden]{display:none!important}
`;

/** The reference page's one script, served from our origin (the policy allows no inline or remote one). */
const TRY_IT_SCRIPT = readFileSync(fromRoot('server/routes/api-reference-try-it.js'), 'utf8');

export function renderApiReference(doc: OpenApiDocument): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as unknown as Operation })),
  );
  const tags = doc.tags.map((t) => t.name);
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${doc.info.title} — reference</title>
<style>${raw(STYLE)}</style>
<script src="/api/docs/try-it.js" defer></script>
</head>
<body>
<header>
  <h1>${doc.info.title}</h1>
  <p>${doc.info.description}</p>
  <p>Send the key in the <code>${API_KEY_HEADER}</code> header. Other origins may call the API (CORS).
  Machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
  <div class="keys" id="try-keys" hidden>
    <p><label for="try-key">Subscription key for "Try it" (sent as <code>${API_KEY_HEADER}</code>)</label>
    <input id="try-key" data-header="${API_KEY_HEADER}" autocomplete="off" spellcheck="false"></p>
    <p><label for="try-admin">Admin token for operator calls (sent as <code>Authorization: Bearer</code>)</label>
    <input id="try-admin" type="password" autocomplete="off"></p>
  </div>
  <nav aria-label="Calls"><ul>
    ${ops.map(({ path, method, op }) => html`<li><a href="#${anchor(op)}">${method.toUpperCase()} ${path}</a></li>`)}
  </ul></nav>
</header>
<main>
${tags.map(
  (tag) => html`<h2>${tag}</h2>
  ${ops.filter(({ op }) => op.tags.includes(tag)).map(({ path, method, op }) => renderOperation(path, method, op))}`,
)}
</main>
</body>
</html>`;
  return page.toString();
}

/** The page's one inline style is allowed by its hash; nothing else inline (and no script) runs. */
const REFERENCE_CSP = `${PAGE_POLICY.replace("style-src 'self'", `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`)}`;

/**
 * The document and its page are made on their first request, not at start: turning every route's zod
 * schemas into JSON Schema costs a few hundred ms of a start's CPU (more under load), before listening.
 */
export function apiReferenceRoutes(makeDoc: () => OpenApiDocument) {
  let made: { doc: OpenApiDocument; page: string } | null = null;
  const reference = () => {
    if (!made) {
      const doc = makeDoc();
      made = { doc, page: renderApiReference(doc) };
    }
    return made;
  };
  return new Hono()
    .get('/openapi.json', (c) => c.json(reference().doc))
    .get('/docs', (c) => c.html(reference().page, 200, { 'Content-Security-Policy': REFERENCE_CSP }))
    .get('/docs/try-it.js', (c) =>
      c.body(TRY_IT_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
}
