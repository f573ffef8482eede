/**
 * What the widget offers before the first message (SPEC §2): four suggested
 * prompts and three small chips. Clicking one sends its message. Labels and
 * messages are the chat namespace's "{key}.label" and "{key}.message", so a
 * visitor sends them in the page's language.
 */
export const suggestedPrompts = ["prompt.support", "prompt.planning", "prompt.understanding", "prompt.immediate"] as const;

export const promptChips = ["chip.overwhelmed", "chip.sleep", "chip.stages"] as const;
