/** @jest-environment node */
import { loadOnce } from "@/lib/client/load-once";

describe("loadOnce", () => {
  it("downloads once for every caller", async () => {
    const load = jest.fn(async () => "chunk");
    const get = loadOnce(load);
    await expect(Promise.all([get(), get(), get()])).resolves.toEqual(["chunk", "chunk", "chunk"]);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download, then keeps the chunk", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("network")).mockResolvedValue("chunk");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("network");
    await expect(get()).resolves.toBe("chunk");
    await expect(get()).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
