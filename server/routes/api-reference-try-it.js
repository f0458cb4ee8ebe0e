// @ts-check
// "Try it" on the API reference page (/api/docs): sends the call a form describes with the key from the
// page's key field and shows the answer's status and JSON, always as text. Served from our own origin as
// this one file (the page's policy allows scripts from 'self' only, and nothing inline); loaded only by
// the reference page. The forms are rendered hidden and shown here, so a page without scripts has no
// controls that do nothing.

/** @param {HTMLFormElement} form */
function requestOf(form) {
  const data = form.dataset;
  const fields = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[data-in]')]);
  let path = data.path ?? '';
  const query = new URLSearchParams();
  for (const field of fields) {
    if (field.dataset.in === 'path')
      path = path.replace(`{${field.dataset.name}}`, encodeURIComponent(field.value));
    else if (field.value !== '') query.set(field.dataset.name ?? '', field.value);
  }
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  const key = /** @type {HTMLInputElement | null} */ (document.getElementById('try-key'));
  const admin = /** @type {HTMLInputElement | null} */ (document.getElementById('try-admin'));
  if (data.auth === 'key' && key?.value) headers[key.dataset.header ?? ''] = key.value;
  if (data.auth === 'admin' && admin?.value) headers.Authorization = `Bearer ${admin.value}`;
  const body = /** @type {HTMLTextAreaElement | null} */ (form.querySelector('textarea[data-body]'));
  const init = { method: (data.method ?? 'get').toUpperCase(), headers };
  if (body && body.value.trim() !== '') {
    headers['Content-Type'] = 'application/json';
    Object.assign(init, { body: body.value });
  }
  const qs = query.toString();
  return { url: `${path}${qs ? `?${qs}` : ''}`, init };
}

/**
 * The answer's body for people: JSON indented, anything else as it came.
 * @param {string} text
 */
function readable(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** @param {HTMLFormElement} form */
async function send(form) {
  const result = /** @type {HTMLElement} */ (form.querySelector('.try-result'));
  const status = /** @type {HTMLElement} */ (result.querySelector('.try-status'));
  const output = /** @type {HTMLElement} */ (result.querySelector('.try-body'));
  const button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type="submit"]'));
  const { url, init } = requestOf(form);
  button.disabled = true;
  status.textContent = `Sending ${init.method} ${url} …`;
  output.textContent = '';
  result.hidden = false;
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    status.textContent = `${res.status} ${res.statusText} — ${init.method} ${url}`;
    status.dataset.status = String(res.status);
    output.textContent = readable(text);
  } catch (err) {
    status.textContent = `No answer: ${err instanceof Error ? err.message : String(err)}`;
    status.dataset.status = '0';
  } finally {
    button.disabled = false;
  }
}

for (const form of /** @type {HTMLFormElement[]} */ ([...document.querySelectorAll('form.try')])) {
  form.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(form);
  });
}
const keys = document.getElementById('try-keys');
if (keys) keys.hidden = false;
