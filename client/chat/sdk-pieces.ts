// The chat SDK's pieces the conversation uses, in one module: AssistantPage imports it on its own first, so
// the SDK's evaluation (it builds its schemas as it loads) is a task apart from the conversation's
// (decision 049). A namespace import of 'ai' itself would keep all of the package in the build.
export { useChat } from '@ai-sdk/react';
export { DefaultChatTransport } from 'ai';
