// What the server's first screen (decisions 045, 049) and the client that takes it over agree on, in one
// place: the marks on #root between the page's first paint and the app's first render.

/**
 * Set on #root by the server, to the path the screen was drawn for, while the drawn screen waits for the
 * app; the app removes it on taking over.
 */
export const FIRST_PAINT_ATTR = 'data-first-paint';

/**
 * Set on #root by the boot script, to what the drawn search box held, when Enter was first pressed in it
 * before the app took over.
 */
export const FIRST_PAINT_ENTER_ATTR = 'data-first-paint-enter';

/** Set on #root by the boot script when Enter was pressed in the drawn box again, after more was typed. */
export const FIRST_PAINT_ENTER_AGAIN_ATTR = 'data-first-paint-enter-again';

/**
 * Set on #root by the boot script when the visitor typed or touched the drawn screen before the app's
 * scripts ran: the app's own watch (client/visitor-activity.ts) starts only with them.
 */
export const FIRST_PAINT_ACTIVE_ATTR = 'data-first-paint-active';

/**
 * Set by the boot script on a drawn button tapped before the app took over (its handlers are not there
 * yet); the app taps it again once it has rendered over the same element.
 */
export const FIRST_PAINT_TAP_ATTR = 'data-first-paint-tap';

/**
 * The sessionStorage key under which the search box keeps what it holds and the send it waits on, so a
 * reload loses neither ({ text, send, at }: client/chat/hand-over.ts); the boot script writes it for the
 * drawn box.
 */
export const BOX_KEPT_KEY = 'chat-box';
