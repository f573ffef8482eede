import type { ApiLogger } from "../src/context";

export interface LoggedLine {
  level: "info" | "warn" | "error";
  fields: Record<string, unknown>;
  message: string | undefined;
}

/** A logger that keeps what it is told, as pino would write it, for tests to read. */
export function recordingLogger(): ApiLogger & { lines: LoggedLine[]; events: (name: string) => LoggedLine[]; text: () => string } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine["level"]) => (fields: Record<string, unknown>, message?: string) => {
    lines.push({ level, fields, message });
  };
  return {
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    lines,
    events: (name) => lines.filter((l) => l.fields.event === name),
    text: () => lines.map((l) => JSON.stringify({ ...l.fields, msg: l.message })).join("\n"),
  };
}
