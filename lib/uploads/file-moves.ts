import "server-only";
import { rename } from "node:fs/promises";
import { UploadRefusal } from "./refusal";
import { pathIn, randomName, removeFiles } from "./storage";

/**
 * Moves files into files/<random name> and remembers each move, so that a failure before the
 * database commit can put everything back where it was: staged files return to staging (the
 * visitor can retry with the same tokens), received temp files are deleted.
 */
export class FileMoves {
  private readonly moves: { from: string; to: string; restore: boolean }[] = [];

  /** Moves `from` to a new name under files/ and returns that name. */
  async toFiles(from: string, restore: boolean): Promise<string> {
    const storedName = randomName();
    const to = pathIn("files", storedName);
    try {
      await rename(from, to);
    } catch (error) {
      // A staged file claimed by a concurrent submit (or swept) a moment ago.
      if (restore && (error as NodeJS.ErrnoException).code === "ENOENT") throw new UploadRefusal("uploadExpired");
      throw error;
    }
    this.moves.push({ from, to, restore });
    return storedName;
  }

  async undo(): Promise<void> {
    const drop: string[] = [];
    for (const move of this.moves.reverse()) {
      if (!move.restore) {
        drop.push(move.to);
        continue;
      }
      await rename(move.to, move.from).catch((error: unknown) => {
        console.error(`[uploads] could not return ${move.to} to staging:`, error);
        drop.push(move.to);
      });
    }
    await removeFiles(drop);
  }
}
