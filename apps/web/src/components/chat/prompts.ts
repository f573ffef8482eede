/**
 * What the widget offers before the first message (SPEC §2): four suggested
 * prompts and three small chips. Clicking one sends its message.
 */
interface ChatPrompt {
  label: string;
  message: string;
}

export const suggestedPrompts: ChatPrompt[] = [
  { label: "Emotional support", message: "I need some emotional support right now." },
  { label: "Funeral planning help", message: "Can you help me with planning a funeral?" },
  { label: "Understanding grief", message: "Can you help me understand what I'm feeling in my grief?" },
  { label: "Immediate assistance", message: "I need immediate assistance." },
];

export const promptChips: ChatPrompt[] = [
  { label: "Feeling overwhelmed", message: "I'm feeling overwhelmed." },
  { label: "Can't sleep", message: "I can't sleep since my loss." },
  { label: "Grief stages", message: "What are the stages of grief?" },
];
