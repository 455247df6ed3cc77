/** @jest-environment node */
// The free-space floor: uploads never take the disk space the database needs for new leads.
import { POST as stage } from "@/app/api/uploads/route";
import { POST as saveRow } from "@/app/api/xlsx/[name]/route";
import { setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest } from "../unit/report/support/multipart";

setupTempSite();
// More free space than any disk has: every upload is refused, lead rows still go in.
process.env.UPLOAD_MIN_FREE_BYTES = "9007199254740991";

it("refuses an upload that would eat into the floor with 507, while a lead is still stored", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const body = multipartBody({}, [
      { field: "file", name: "plan.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n") },
    ]);
    const refused = await stage(multipartRequest("http://localhost/api/uploads", body, "ko"));
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "지금은 파일을 받을 수 없습니다. 잠시 후 다시 시도하시거나, 파일 없이 요청을 보내 주시면 따로 받겠습니다.",
    );
    expect(error.mock.calls.some((call) => /ALERT.*free on disk/.test(String(call[0])))).toBe(true);
  } finally {
    error.mockRestore();
  }
  const lead = await saveRow(
    new Request("http://localhost/api/xlsx/ZenApp", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.8.8.8" },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Kim",
        email: "ada@example.com",
        company: "Kim Development",
        jobTitle: "developer",
        message: "Hello",
        privacyConsent: true,
      }),
    }),
    { params: Promise.resolve({ name: "ZenApp" }) },
  );
  expect(lead.status).toBe(201);
});
