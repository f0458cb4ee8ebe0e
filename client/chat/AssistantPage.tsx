// /hub: the assistant. Loads the open conversation from Dexie, then hands it to the chat.
import { Spinner } from '../ui/Spinner.tsx';
import { Conversation } from './Conversation.tsx';
import { useActiveConversation } from './conversations.ts';

export function AssistantPage() {
  const conversation = useActiveConversation();
  if (!conversation) return <Spinner label="Loading" />;
  // Keyed by id so switching conversations starts a fresh chat with that conversation's messages.
  return <Conversation key={conversation.id} id={conversation.id} initialMessages={conversation.messages} />;
}
