import { createInterface } from "node:readline/promises";

/** Reads a value from the environment, or asks for it at the terminal. */
export async function ask(question: string, fromEnv: string | undefined, hidden = false): Promise<string> {
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Error(`${question} is required: give it in the environment when not running at a terminal`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let prompted = false;
    out._writeToOutput = (s: string) => {
      if (!prompted) {
        out.output.write(s);
        prompted = true;
      }
    };
  }
  const answer = await rl.question(`${question}: `);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer;
}
