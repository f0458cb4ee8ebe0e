// The message an embedded calculator page posts to the page that frames it (read by /embed.js).

export const EMBED_HEIGHT_MESSAGE = 'wheel-end:height';
export type EmbedHeightMessage = { type: typeof EMBED_HEIGHT_MESSAGE; height: number };
