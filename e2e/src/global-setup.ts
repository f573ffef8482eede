import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseURL", server.baseURL);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
