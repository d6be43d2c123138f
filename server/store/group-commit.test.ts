// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.ts";

describe("GroupCommit", () => {
  it("commits concurrent submissions together and answers each in order", async () => {
    const batches: number[][] = [];
    const group = new GroupCommit<number, string>(
      async (items) => {
        batches.push([...items]);
        return items.map((item) => `done ${item}`);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const results = await Promise.all([1, 2, 3, 4].map((item) => group.submit(item)));
    expect(results).toEqual(["done 1", "done 2", "done 3", "done 4"]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it("queues while a batch is committing and never exceeds maxInFlight or maxBatch", async () => {
    let inFlight = 0;
    let maxSeen = 0;
    const sizes: number[] = [];
    const group = new GroupCommit<number, number>(
      async (items) => {
        inFlight++;
        maxSeen = Math.max(maxSeen, inFlight);
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return [...items];
      },
      { maxBatch: 3, maxInFlight: 2 },
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => group.submit(index)));
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(maxSeen).toBe(2);
    expect(Math.max(...sizes)).toBe(3);
  });

  it("retries a failed batch item by item so only the bad item fails", async () => {
    const group = new GroupCommit<number, number>(
      async (items) => {
        if (items.includes(13)) throw new Error("unlucky");
        return items.map((item) => item * 2);
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([12, 13, 14].map((item) => group.submit(item)));
    expect(results).toEqual([
      { status: "fulfilled", value: 24 },
      { status: "rejected", reason: new Error("unlucky") },
      { status: "fulfilled", value: 28 },
    ]);
  });
});
