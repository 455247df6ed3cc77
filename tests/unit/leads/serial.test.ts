/** @jest-environment node */
import { createSerializer } from "@/lib/leads/serial";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

it("runs jobs one at a time in arrival order, and a failure does not stop the queue", async () => {
  const serialize = createSerializer();
  const log: string[] = [];
  const job = (name: string, fail = false) =>
    serialize(async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    });
  const results = await Promise.allSettled([job("a"), job("b", true), job("c")]);
  expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
});
