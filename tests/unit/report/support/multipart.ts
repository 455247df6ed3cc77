export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

const BOUNDARY = "----report-test-boundary-7f3a";

/** A multipart body as a browser would send it. */
export function multipartBody(fields: Record<string, string | string[]>, files: FilePart[] = []): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head, "utf8"), file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

let ipCounter = 0;

/** A POST with its own client address, so the per-IP rate limit does not couple the tests. */
/** A multipart POST as the wizard sends it, in the page's language (`x-locale`, English unless named). */
export function multipartRequest(
  url: string,
  body: Buffer | ReadableStream<Uint8Array>,
  locale = "en",
  headers: Record<string, string> = {},
): Request {
  ipCounter += 1;
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: {
      "content-type": multipartType,
      "x-locale": locale,
      "x-forwarded-for": `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      ...headers,
    },
    body: body as BodyInit,
    duplex: "half",
  };
  return new Request(url, init);
}

export const validFields = {
  firstName: "Ada",
  lastName: "Kim",
  email: "ada@example.com",
  phone: "+82 10 1234 5678",
  companyName: "Kim Development",
  projectName: "Riverside Lofts",
  siteAddress: "123 Main St, Los Angeles, CA",
  siteArea: "12,000",
  use: "Multifamily",
  numberOfUnits: "48",
  floorAreaRatio: "3.5",
  bedroomType: JSON.stringify(["studio", "2bed"]),
  unitMixSize: "",
  parking: "others",
  parkingOthers: "One stall per unit",
  additionalInformation: "Corner lot.",
  useZoningAnalysis: "true",
  useRenderingService: "false",
  privacyConsent: "true",
  termsAgreement: "true",
};
