import { afterEach, describe, expect, it } from "vitest";
import { currentBookmark, forgetBookmark, keepBookmark } from "../../web/src/api/bookmark";

describe("the client's D1 bookmark", () => {
  afterEach(() => forgetBookmark());

  it("keeps the newest bookmark, whatever order the answers come in", () => {
    expect(currentBookmark()).toBeUndefined();
    keepBookmark("0000000a-00000002-00004f8a-aa");
    keepBookmark("0000000a-00000005-00004f8a-bb");
    // An answer that left the server earlier arrives late: its older bookmark is not kept.
    keepBookmark("0000000a-00000003-00004f8a-cc");
    expect(currentBookmark()).toBe("0000000a-00000005-00004f8a-bb");
  });

  it("ignores what is not a bookmark", () => {
    keepBookmark("0000000a-00000001");
    for (const value of [null, undefined, "", "zzzz", "ffff ffff", "f".repeat(300)]) keepBookmark(value);
    expect(currentBookmark()).toBe("0000000a-00000001");
  });
});
