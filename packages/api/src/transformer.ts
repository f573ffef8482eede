import { TRPCError } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";

/** superjson's meta mirrors the input's shape; our inputs are flat forms, so a few levels are plenty. */
const META_MAX_DEPTH = 32;
/** And a form has a few dozen fields at most. */
const META_MAX_NODES = 5_000;

export const UNREADABLE_INPUT_MESSAGE = "The request's input could not be read";

/**
 * True when every array and object inside `value` is at most `maxDepth` deep
 * and there are at most `maxNodes` of them. Walks with its own stack: the
 * point is to refuse what would exhaust the call stack of a recursive walk.
 */
function isSmallTree(value: unknown, maxDepth: number, maxNodes: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth > maxDepth || ++nodes > maxNodes) return false;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return true;
}

function unreadable(cause?: unknown): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", message: UNREADABLE_INPUT_MESSAGE, cause });
}

/**
 * superjson on the wire (both apps' clients use it unchanged), with a guard
 * on what arrives. superjson walks the `meta` part of an input recursively,
 * so a meta nested 20,000 levels deep threw "Maximum call stack size
 * exceeded", and a malformed one threw whatever its internals met: tRPC
 * answered 400 with that text. Here an envelope that is not `{ json, meta? }`,
 * a meta out of bounds, or anything superjson throws is one plain 400.
 */
export const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown): unknown => {
      if (payload === null || typeof payload !== "object" || Array.isArray(payload)) throw unreadable();
      const { meta } = payload as { meta?: unknown };
      if (meta !== undefined && (meta === null || typeof meta !== "object" || !isSmallTree(meta, META_MAX_DEPTH, META_MAX_NODES))) {
        throw unreadable();
      }
      try {
        return superjson.deserialize(payload as SuperJSONResult);
      } catch (error) {
        throw unreadable(error);
      }
    },
  },
  output: superjson,
};
