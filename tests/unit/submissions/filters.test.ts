/** @jest-environment node */
import { en } from "@/messages/en";
import { filterQuery, queryObject, submissionFilterSchema } from "@/lib/submissions/filters";
import { submissionWhere } from "@/lib/submissions/where";

const schema = submissionFilterSchema(en.staff.errors);

describe("inbox filters", () => {
  it("read a shared URL, with defaults for what it leaves out and blanks as 'any'", () => {
    const parsed = schema.parse(queryObject(new URLSearchParams("kind=report&q=kim&status=&page=2")));
    expect(parsed).toEqual({ kind: "report", q: "kim", spam: "hide", page: 2, pageSize: 50, sort: "-receivedAt" });
    expect(filterQuery(parsed)).toBe("?kind=report&q=kim&page=2");
  });

  it("name every bad parameter", () => {
    const result = schema.safeParse({
      kind: "payroll",
      from: "2026-13-40",
      pageSize: "500",
      sort: "salary",
      spam: "x",
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(fields).toEqual({
      kind: en.staff.errors.kind,
      from: en.staff.errors.date,
      pageSize: en.staff.errors.pageSize,
      sort: en.staff.errors.sort,
      spam: en.staff.errors.spam,
    });
    expect(schema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).error?.issues[0]?.message).toBe(
      en.staff.errors.range,
    );
  });

  it("turn days of the staff member's zone into instants, the end day included", () => {
    const where = submissionWhere(schema.parse({ from: "2026-03-01", to: "2026-03-01", spam: "show" }), "Asia/Seoul");
    expect(where).toEqual({
      AND: [
        { receivedAt: { gte: new Date("2026-02-28T15:00:00.000Z") } },
        { receivedAt: { lt: new Date("2026-03-01T15:00:00.000Z") } },
      ],
    });
  });
});
